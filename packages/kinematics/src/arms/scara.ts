/**
 * SCARA (R R P + tool roll θ4) with the dimensions of an Epson T6-A602S: arm #1 325 mm, arm #2 275 mm
 * (600 mm reach), shoulder ±132°, elbow ±150°, quill stroke 200 mm, tool roll ±360°. The pedestal
 * height and the speed and acceleration limits are representative figures for an arm of this size,
 * not catalogue values.
 *
 * DH frame 0 sits on top of the pedestal (the base is raised), so the frame origins trace the arm:
 * pedestal top → elbow → end of arm #2 → bottom of the quill → tool point. α2 = 180° turns z2 to
 * point down, so the quill's d3 grows downwards from 0 (top of stroke) to 200 mm.
 */

import { degToRad, wrapAngle } from '../angles.ts';
import type { DhRow, JointSpec, Target } from '../robot-model.ts';
import { fitToLimit, type ArmKernel, type ArmModel } from './arm-kernel.ts';
import { describeBlockedPostures, formatMillimetres } from './failure-messages.ts';

const ARM1 = 325;
const ARM2 = 275;
/** Height of the arm plane above the floor: where DH frame 0 sits. */
const PEDESTAL = 400;
/** Quill length below the arm plane at the top of its stroke, down to the tool point. */
const TOOL_OFFSET = 100;
const STROKE = 200;
const SHOULDER_LIMIT = degToRad(132);
const ELBOW_LIMIT = degToRad(150);
const ROLL_LIMIT = degToRad(360);

const TOP_Z = PEDESTAL - TOOL_OFFSET;
const BOTTOM_Z = TOP_Z - STROKE;
const REACH = ARM1 + ARM2;
const INNER_GEOMETRIC = Math.abs(ARM1 - ARM2);
/** Closest approach to the shoulder axis that the elbow limit allows. */
const INNER_LIMITED = Math.sqrt(ARM1 * ARM1 + ARM2 * ARM2 + 2 * ARM1 * ARM2 * Math.cos(ELBOW_LIMIT));
const ARM_SQUARES = ARM1 * ARM1 + ARM2 * ARM2;
const TWO_ARMS = 2 * ARM1 * ARM2;
/** Elbow cosines this far past ±1 are rounding noise from a target exactly at full stretch. */
const COSINE_SLACK = 1e-12;
/** |sin θ2| below this counts as stretched (about 1.1°). */
const SINGULAR_MEASURE = 0.02;

const joints: readonly JointSpec[] = [
  {
    symbol: 'θ1',
    label: 'Shoulder',
    type: 'revolute',
    min: -SHOULDER_LIMIT,
    max: SHOULDER_LIMIT,
    home: 0,
    maxVelocity: degToRad(375),
    maxAcceleration: degToRad(1500),
  },
  {
    symbol: 'θ2',
    label: 'Elbow',
    type: 'revolute',
    min: -ELBOW_LIMIT,
    max: ELBOW_LIMIT,
    home: degToRad(60),
    maxVelocity: degToRad(600),
    maxAcceleration: degToRad(2500),
  },
  {
    symbol: 'd3',
    label: 'Quill',
    type: 'prismatic',
    min: 0,
    max: STROKE,
    home: 100,
    maxVelocity: 1000,
    maxAcceleration: 5000,
  },
  {
    symbol: 'θ4',
    label: 'Tool roll',
    type: 'revolute',
    min: -ROLL_LIMIT,
    max: ROLL_LIMIT,
    home: 0,
    maxVelocity: degToRad(1800),
    maxAcceleration: degToRad(8000),
  },
];

function dhTable(q: ArrayLike<number>): DhRow[] {
  return [
    { theta: q[0]!, d: 0, a: ARM1, alpha: 0 },
    { theta: q[1]!, d: 0, a: ARM2, alpha: Math.PI },
    { theta: 0, d: q[2]!, a: 0, alpha: 0 },
    { theta: q[3]!, d: TOOL_OFFSET, a: 0, alpha: 0 },
  ];
}

/** Writes the solution with elbow angle θ2 = elbow if both revolute limits allow it; returns 1 or 0. */
function writeBranch(
  x: number,
  y: number,
  quill: number,
  toolAngle: number,
  elbow: number,
  c2: number,
  s2: number,
  out: Float64Array,
  offset: number,
): number {
  const theta2 = fitToLimit(elbow, -ELBOW_LIMIT, ELBOW_LIMIT);
  if (theta2 !== theta2) return 0;
  // θ1 = atan2(y, x) − atan2(k2, k1), folded into one atan2 of the rotated target.
  const k1 = ARM1 + ARM2 * c2;
  const k2 = ARM2 * s2;
  const theta1 = fitToLimit(Math.atan2(y * k1 - x * k2, x * k1 + y * k2), -SHOULDER_LIMIT, SHOULDER_LIMIT);
  if (theta1 !== theta1) return 0;
  out[offset] = theta1;
  out[offset + 1] = theta2;
  out[offset + 2] = quill;
  // The roll is reported within (−180°, 180°]; the turns ±360° away are the same tool pose.
  out[offset + 3] = wrapAngle(theta1 + theta2 - toolAngle);
  return 1;
}

/** Both elbow postures ignoring the revolute limits (for explaining failures), or [] when out of reach. */
function unlimitedPostures(x: number, y: number): { label: string; q: number[] }[] {
  const c2 = (x * x + y * y - ARM_SQUARES) / TWO_ARMS;
  if (c2 > 1 + COSINE_SLACK || c2 < -1 - COSINE_SLACK) return [];
  const clamped = Math.min(1, Math.max(-1, c2));
  const s2 = Math.sqrt(1 - clamped * clamped);
  return [
    { label: 'elbow right', sign: 1 },
    { label: 'elbow left', sign: -1 },
  ].map(({ label, sign }) => {
    const k1 = ARM1 + ARM2 * clamped;
    const k2 = ARM2 * s2 * sign;
    return { label, q: [Math.atan2(y * k1 - x * k2, x * k1 + y * k2), sign * Math.atan2(s2, clamped), 0, 0] };
  });
}

const kernel: ArmKernel = {
  maxSolutions: 2,

  position(q, out) {
    const t1 = q[0]!;
    const t12 = t1 + q[1]!;
    out[0] = ARM1 * Math.cos(t1) + ARM2 * Math.cos(t12);
    out[1] = ARM1 * Math.sin(t1) + ARM2 * Math.sin(t12);
    out[2] = TOP_Z - q[2]!;
  },

  solve(x, y, z, toolAngle, out) {
    const quill = fitToLimit(TOP_Z - z, 0, STROKE);
    if (quill !== quill) return 0;
    let c2 = (x * x + y * y - ARM_SQUARES) / TWO_ARMS;
    if (c2 > 1) {
      if (c2 > 1 + COSINE_SLACK) return 0;
      c2 = 1;
    } else if (c2 < -1) {
      if (c2 < -1 - COSINE_SLACK) return 0;
      c2 = -1;
    }
    const s2 = Math.sqrt(1 - c2 * c2);
    const elbow = Math.atan2(s2, c2);
    let count = writeBranch(x, y, quill, toolAngle, elbow, c2, s2, out, 0);
    // At full stretch (or fully folded) both postures coincide: report it once.
    if (s2 > 0) count += writeBranch(x, y, quill, toolAngle, -elbow, c2, -s2, out, count * 4);
    return count;
  },

  solutionLabel(q) {
    const elbow = q[1]!;
    if (elbow > 0) return 'Elbow right';
    if (elbow < 0) return 'Elbow left';
    return 'Arm stretched';
  },

  explainFailure(target: Target) {
    const { x, y, z } = target;
    if (z > TOP_Z + 1e-9 || z < BOTTOM_Z - 1e-9) {
      return {
        reason: 'out_of_reach',
        message: `The target is at a height of ${formatMillimetres(z)}; the quill's ${STROKE} mm stroke reaches heights from ${formatMillimetres(BOTTOM_Z)} to ${formatMillimetres(TOP_Z)}.`,
      };
    }
    const radius = Math.hypot(x, y);
    if (radius > REACH) {
      return {
        reason: 'out_of_reach',
        message: `The target is ${formatMillimetres(radius)} from the shoulder axis; this arm reaches ${formatMillimetres(REACH)}.`,
      };
    }
    if (radius < INNER_GEOMETRIC) {
      return {
        reason: 'out_of_reach',
        message: `The target is ${formatMillimetres(radius)} from the shoulder axis; with arms of ${ARM1} and ${ARM2} mm the tool cannot come closer than ${formatMillimetres(INNER_GEOMETRIC)}.`,
      };
    }
    if (radius < INNER_LIMITED) {
      return {
        reason: 'joint_limit',
        message: `The target is ${formatMillimetres(radius)} from the shoulder axis; the elbow's ±150° limit keeps the tool at least ${formatMillimetres(INNER_LIMITED)} away.`,
      };
    }
    return { reason: 'joint_limit', message: describeBlockedPostures(joints, unlimitedPostures(x, y)) };
  },

  singularity(q) {
    // Manipulability of the positioning joints is ARM1·ARM2·|sin θ2|; normalised by its maximum.
    const measure = Math.abs(Math.sin(q[1]!));
    if (measure >= SINGULAR_MEASURE) return { singular: false, measure, description: null };
    const stretched = Math.cos(q[1]!) > 0;
    return {
      singular: true,
      measure,
      description: stretched
        ? 'Arm fully stretched (θ2 ≈ 0°): the elbow cannot move the tool radially, only sideways.'
        : 'Arm folded back on itself (θ2 ≈ 180°): the elbow cannot move the tool radially.',
    };
  },

  toolAngle(q) {
    return q[0]! + q[1]! - q[3]!;
  },
};

export const scara: ArmModel = {
  id: 'scara',
  name: 'SCARA',
  basedOn: 'Epson T6-A602S',
  joints,
  dhTable,
  baseHeight: PEDESTAL,
  bounds: { min: [-REACH, -REACH, BOTTOM_Z], max: [REACH, REACH, TOP_Z] },
  kernel,
};
