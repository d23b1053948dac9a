/**
 * Cylindrical arm, R P P, with the strokes and speeds of a Seiko RT3000: base ±145° at 150°/s, lift
 * (Z) 120 mm at 360 mm/s, reach (R) 300 mm at 750 mm/s. The column height (250 mm to the lowest arm
 * position), the 250 mm retracted radius and the accelerations are representative, not catalogue values.
 *
 * Frame origins: base → top of the fixed column → arm carriage on the column → tool point at the end
 * of the radial arm. Row 2's constant θ = −90° turns the arm's slide (z2) to point along x1, so at
 * θ1 = 0 the arm reaches along world +X.
 */

import { degToRad } from '../angles.ts';
import type { DhRow, JointSpec, Target } from '../robot-model.ts';
import { fitToLimit, type ArmKernel, type ArmModel } from './arm-kernel.ts';
import { describeBlockedPostures, formatMillimetres } from './failure-messages.ts';

const COLUMN = 250;
const LIFT = 120;
const RADIUS_MIN = 250;
const RADIUS_MAX = 550;
const BASE_LIMIT = degToRad(145);

const joints: readonly JointSpec[] = [
  {
    symbol: 'θ1',
    label: 'Base',
    type: 'revolute',
    min: -BASE_LIMIT,
    max: BASE_LIMIT,
    home: 0,
    maxVelocity: degToRad(150),
    maxAcceleration: degToRad(600),
  },
  {
    symbol: 'd2',
    label: 'Lift (Z)',
    type: 'prismatic',
    min: 0,
    max: LIFT,
    home: 60,
    maxVelocity: 360,
    maxAcceleration: 2000,
  },
  {
    symbol: 'd3',
    label: 'Reach (R)',
    type: 'prismatic',
    min: RADIUS_MIN,
    max: RADIUS_MAX,
    home: 400,
    maxVelocity: 750,
    maxAcceleration: 3000,
  },
];

function dhTable(q: ArrayLike<number>): DhRow[] {
  return [
    { theta: q[0]!, d: COLUMN, a: 0, alpha: 0 },
    { theta: -Math.PI / 2, d: q[1]!, a: 0, alpha: -Math.PI / 2 },
    { theta: 0, d: q[2]!, a: 0, alpha: 0 },
  ];
}

const kernel: ArmKernel = {
  maxSolutions: 1,

  position(q, out) {
    out[0] = q[2]! * Math.cos(q[0]!);
    out[1] = q[2]! * Math.sin(q[0]!);
    out[2] = COLUMN + q[1]!;
  },

  solve(x, y, z, _toolAngle, out) {
    const lift = fitToLimit(z - COLUMN, 0, LIFT);
    if (lift !== lift) return 0;
    const radius = fitToLimit(Math.sqrt(x * x + y * y), RADIUS_MIN, RADIUS_MAX);
    if (radius !== radius) return 0;
    const base = fitToLimit(Math.atan2(y, x), -BASE_LIMIT, BASE_LIMIT);
    if (base !== base) return 0;
    out[0] = base;
    out[1] = lift;
    out[2] = radius;
    return 1;
  },

  solutionLabel() {
    return 'Only solution';
  },

  explainFailure(target: Target) {
    const { x, y, z } = target;
    if (z < COLUMN || z > COLUMN + LIFT) {
      return {
        reason: 'out_of_reach',
        message: `The target is at a height of ${formatMillimetres(z)}; the lift moves the arm between ${formatMillimetres(COLUMN)} and ${formatMillimetres(COLUMN + LIFT)}.`,
      };
    }
    const radius = Math.hypot(x, y);
    if (radius < RADIUS_MIN || radius > RADIUS_MAX) {
      return {
        reason: 'out_of_reach',
        message: `The target is ${formatMillimetres(radius)} from the column axis; the arm reaches from ${formatMillimetres(RADIUS_MIN)} to ${formatMillimetres(RADIUS_MAX)}.`,
      };
    }
    return {
      reason: 'joint_limit',
      message: describeBlockedPostures(joints, [
        { label: 'the only posture', q: [Math.atan2(y, x), z - COLUMN, radius] },
      ]),
    };
  },

  singularity(q) {
    // Manipulability is |d3| (the base swings the tool at a speed proportional to the radius).
    const measure = Math.min(1, Math.abs(q[2]!) / RADIUS_MAX);
    if (measure >= 0.02) return { singular: false, measure, description: null };
    return {
      singular: true,
      measure,
      description:
        'Tool on the base axis (d3 ≈ 0): turning the base no longer moves the tool, and the direction it would reach in is undefined.',
    };
  },

  toolAngle() {
    return 0;
  },
};

export const cylindrical: ArmModel = {
  id: 'cylindrical',
  name: 'Cylindrical',
  basedOn: 'Seiko RT3000',
  joints,
  dhTable,
  bounds: { min: [-RADIUS_MAX, -RADIUS_MAX, COLUMN], max: [RADIUS_MAX, RADIUS_MAX, COLUMN + LIFT] },
  kernel,
};
