/**
 * Cartesian gantry, P P P: the sizes of a table-top pick-and-place gantry built from linear modules
 * (X 800 mm, Y 500 mm, Z 300 mm strokes, belt-driven X/Y at 1 m/s, screw-driven Z at 0.5 m/s). The
 * figures are representative of the class, not one catalogue item.
 *
 * Standard DH moves joint i along z(i−1), and frame 0 is the world frame with z up, so the first slide
 * is the vertical one: d1 is the tool height. The constant θ and α of rows 1 and 2 turn the next slide
 * axes to world X and Y, and row 3 turns the tool frame to point straight down with x along world X.
 * Frame origins: base → (0, 0, d1) → (d2, 0, d1) → tool at (d2, d3, d1).
 */

import type { DhRow, JointSpec, Target } from '../robot-model.ts';
import { fitToLimit, type ArmKernel, type ArmModel } from './arm-kernel.ts';
import { formatMillimetres } from './failure-messages.ts';

const Z_MIN = 50;
const Z_MAX = 350;
const X_MAX = 800;
const Y_MAX = 500;
const HALF_PI = Math.PI / 2;

const joints: readonly JointSpec[] = [
  {
    symbol: 'd1',
    label: 'Z axis',
    type: 'prismatic',
    min: Z_MIN,
    max: Z_MAX,
    home: 250,
    maxVelocity: 500,
    maxAcceleration: 3000,
  },
  {
    symbol: 'd2',
    label: 'X axis',
    type: 'prismatic',
    min: 0,
    max: X_MAX,
    home: 400,
    maxVelocity: 1000,
    maxAcceleration: 5000,
  },
  {
    symbol: 'd3',
    label: 'Y axis',
    type: 'prismatic',
    min: 0,
    max: Y_MAX,
    home: 250,
    maxVelocity: 1000,
    maxAcceleration: 5000,
  },
];

function dhTable(q: ArrayLike<number>): DhRow[] {
  return [
    { theta: -HALF_PI, d: q[0]!, a: 0, alpha: -HALF_PI },
    { theta: -HALF_PI, d: q[1]!, a: 0, alpha: HALF_PI },
    { theta: HALF_PI, d: q[2]!, a: 0, alpha: -HALF_PI },
  ];
}

const axes = [
  { name: 'Z', index: 0, coordinate: 'z' },
  { name: 'X', index: 1, coordinate: 'x' },
  { name: 'Y', index: 2, coordinate: 'y' },
] as const;

const kernel: ArmKernel = {
  maxSolutions: 1,

  position(q, out) {
    out[0] = q[1]!;
    out[1] = q[2]!;
    out[2] = q[0]!;
  },

  solve(x, y, z, _toolAngle, out) {
    const zAxis = fitToLimit(z, Z_MIN, Z_MAX);
    const xAxis = fitToLimit(x, 0, X_MAX);
    const yAxis = fitToLimit(y, 0, Y_MAX);
    // NaN marks a coordinate outside its stroke.
    if (zAxis !== zAxis || xAxis !== xAxis || yAxis !== yAxis) return 0;
    out[0] = zAxis;
    out[1] = xAxis;
    out[2] = yAxis;
    return 1;
  },

  solutionLabel() {
    return 'Only solution';
  },

  explainFailure(target: Target) {
    for (const { name, index, coordinate } of axes) {
      const joint = joints[index]!;
      const value = target[coordinate];
      if (value < joint.min || value > joint.max) {
        return {
          reason: 'out_of_reach',
          message: `The target's ${coordinate} = ${formatMillimetres(value)} is outside the ${name} axis stroke (${formatMillimetres(joint.min)} to ${formatMillimetres(joint.max)}).`,
        };
      }
    }
    return { reason: 'out_of_reach', message: 'The target is outside the gantry.' };
  },

  singularity() {
    // Three orthogonal slides: the Jacobian is a constant permutation, never singular.
    return { singular: false, measure: 1, description: null };
  },

  toolAngle() {
    return 0;
  },
};

export const cartesian: ArmModel = {
  id: 'cartesian',
  name: 'Cartesian gantry',
  basedOn: 'Table-top 3-axis linear-module gantry (800 × 500 × 300 mm strokes)',
  joints,
  dhTable,
  bounds: { min: [0, 0, Z_MIN], max: [X_MAX, Y_MAX, Z_MAX] },
  kernel,
};
