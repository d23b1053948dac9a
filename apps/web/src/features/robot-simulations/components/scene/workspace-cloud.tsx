/** The workspace envelope: reachable tool points sampled by the kinematics package, drawn as a faint cloud. */
import { sampleWorkspace } from '@tinkerlabs/kinematics/workspace';
import type { RobotModel } from '@tinkerlabs/kinematics/robot-model';
import { useEffect, useMemo } from 'react';
import { BufferAttribute, BufferGeometry } from 'three';

export function WorkspaceCloud({ model, size }: { model: RobotModel; size: number }) {
  const geometry = useMemo(() => {
    const points = new BufferGeometry();
    points.setAttribute('position', new BufferAttribute(sampleWorkspace(model, 6000, 7), 3));
    return points;
  }, [model]);
  useEffect(() => () => geometry.dispose(), [geometry]);
  return (
    <points geometry={geometry}>
      <pointsMaterial
        color="#3b82f6"
        size={size}
        sizeAttenuation={false}
        transparent
        opacity={0.35}
        depthWrite={false}
      />
    </points>
  );
}
