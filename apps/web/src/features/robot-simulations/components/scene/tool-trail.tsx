/** The path the tool has drawn: the last few hundred tool positions as a line, kept in a fixed-size buffer. */
import { useThree } from '@react-three/fiber';
import { useEffect, useMemo } from 'react';
import { BufferAttribute, BufferGeometry, Line, LineBasicMaterial } from 'three';
import type { Vec3 } from '../../lib/arm-geometry.ts';

const capacity = 600;

export function ToolTrail({ tool }: { tool: Vec3 }) {
  const invalidate = useThree((state) => state.invalidate);
  const { line, positions } = useMemo(() => {
    const buffer = new Float32Array(capacity * 3);
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(buffer, 3));
    geometry.setDrawRange(0, 0);
    const object = new Line(geometry, new LineBasicMaterial({ color: '#16a34a' }));
    object.frustumCulled = false;
    return { line: object, positions: buffer };
  }, []);

  useEffect(() => {
    const geometry = line.geometry;
    const count = geometry.drawRange.count;
    const last = count > 0 ? positions.subarray((count - 1) * 3, count * 3) : null;
    if (last && Math.hypot(last[0]! - tool[0], last[1]! - tool[1], last[2]! - tool[2]) < 0.5) return;
    if (count === capacity) positions.copyWithin(0, 3); // drop the oldest point
    const index = Math.min(count, capacity - 1);
    positions.set(tool, index * 3);
    geometry.setDrawRange(0, index + 1);
    const attribute = geometry.getAttribute('position');
    attribute.needsUpdate = true;
    invalidate();
  }, [tool, line, positions, invalidate]);

  useEffect(
    () => () => {
      line.geometry.dispose();
      (line.material as LineBasicMaterial).dispose();
    },
    [line],
  );

  return <primitive object={line} />;
}
