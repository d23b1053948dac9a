// A simple aircraft drawn in its own body frame (x forward through the nose, y out of the left wing, z up
// through the fin), about one unit long, so its attitude reads at a glance in the 3D view.
import type { Vector3 } from '@tinkerlabs/kinematics/frames/rotation-3d';

export interface BodyPanel {
  id: string;
  corners: Vector3[];
}

/** The mirror image across the x–z plane, for the right-hand panels. */
const mirrored = (corners: Vector3[]): Vector3[] => corners.map(([x, y, z]) => [x, -y, z]);

const leftWing: Vector3[] = [
  [0.25, 0.1, 0],
  [-0.05, 0.95, 0],
  [-0.28, 0.95, 0],
  [-0.18, 0.1, 0],
];

const leftTailplane: Vector3[] = [
  [-0.62, 0.07, 0],
  [-0.82, 0.38, 0],
  [-0.95, 0.38, 0],
  [-0.9, 0.05, 0],
];

export const aircraftPanels: BodyPanel[] = [
  {
    id: 'fuselage',
    corners: [
      [1, 0, 0],
      [0.72, 0.1, 0],
      [-0.85, 0.06, 0],
      [-0.95, 0, 0],
      [-0.85, -0.06, 0],
      [0.72, -0.1, 0],
    ],
  },
  { id: 'left-wing', corners: leftWing },
  { id: 'right-wing', corners: mirrored(leftWing) },
  { id: 'left-tailplane', corners: leftTailplane },
  { id: 'right-tailplane', corners: mirrored(leftTailplane) },
  {
    id: 'fin',
    corners: [
      [-0.55, 0, 0],
      [-0.86, 0, 0.4],
      [-0.98, 0, 0.4],
      [-0.93, 0, 0],
    ],
  },
];
