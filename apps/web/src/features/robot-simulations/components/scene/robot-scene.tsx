/**
 * The 3D view (three.js through @react-three/fiber): floor grid, orbit camera, the arm, its frames,
 * the tool's trail and the workspace envelope. Loaded lazily, so three.js arrives only on these pages
 * and after the controls and maths have painted. The robot's Z-up world sits in a group turned to
 * three.js's Y-up; rendering is on demand, so an idle arm costs no frames.
 */
import { OrbitControls } from '@react-three/drei';
import { Canvas } from '@react-three/fiber';
import type { RobotModel } from '@tinkerlabs/kinematics/robot-model';
import { useMemo } from 'react';
import { armGeometry } from '../../lib/arm-geometry.ts';
import { RobotArm } from './robot-arm.tsx';
import { ToolTrail } from './tool-trail.tsx';
import { WorkspaceCloud } from './workspace-cloud.tsx';

export interface RobotSceneProps {
  model: RobotModel;
  q: readonly number[];
  selectedJoint: number;
  showFrames: boolean;
  showWorkspace: boolean;
  showTrail: boolean;
  /** Changing it clears the trail (Reset). */
  trailVersion: number;
  dark: boolean;
}

/** Z-up world point → three.js Y-up point. */
const toYUp = ([x, y, z]: [number, number, number]): [number, number, number] => [x, z, -y];

export default function RobotScene(props: RobotSceneProps) {
  const { model, q, selectedJoint, showFrames, showWorkspace, showTrail, trailVersion, dark } = props;
  const geometry = useMemo(() => armGeometry(model, q), [model, q]);
  const view = useMemo(() => {
    const { min, max } = model.bounds;
    const size = Math.max(max[0] - min[0], max[1] - min[1], max[2] - min[2]);
    const centre: [number, number, number] = [
      (min[0] + max[0]) / 2,
      (min[1] + max[1]) / 2,
      (min[2] + max[2]) / 2,
    ];
    const reach = Math.max(Math.abs(min[0]), Math.abs(max[0]), Math.abs(min[1]), Math.abs(max[1]));
    const grid = Math.ceil((reach * 2.4) / 100) * 100;
    return {
      size,
      grid,
      target: toYUp(centre),
      camera: toYUp([centre[0] + size * 0.8, centre[1] - size * 1.1, centre[2] + size * 0.65]),
    };
  }, [model]);

  return (
    <Canvas
      frameloop="demand"
      dpr={[1, 2]}
      camera={{ position: view.camera, fov: 40, near: 1, far: view.size * 40 }}
      aria-hidden
    >
      <ambientLight intensity={dark ? 0.7 : 0.9} />
      <directionalLight position={[view.size, view.size * 2, view.size]} intensity={1.6} />
      <directionalLight position={[-view.size, view.size, -view.size]} intensity={0.5} />
      <gridHelper
        args={[view.grid, view.grid / 50, dark ? '#64748b' : '#94a3b8', dark ? '#334155' : '#e2e8f0']}
      />
      <group rotation={[-Math.PI / 2, 0, 0]}>
        <RobotArm
          geometry={geometry}
          scale={view.size}
          selectedJoint={selectedJoint}
          showFrames={showFrames}
        />
        {showTrail ? <ToolTrail key={trailVersion} tool={geometry.tool} /> : null}
        {showWorkspace ? <WorkspaceCloud model={model} size={3} /> : null}
      </group>
      <OrbitControls makeDefault target={view.target} enableDamping={false} />
    </Canvas>
  );
}
