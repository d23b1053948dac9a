/**
 * Spherical (polar) arm, R R P, laid out like the Stanford Arm (Scheinman, 1969): a base rotation θ1,
 * a shoulder θ2 measured from the vertical, a sideways shoulder offset d2, and a boom d3 that slides
 * through the shoulder. The sizes (660 mm shoulder height, 150 mm offset, 250–900 mm boom) and the
 * speed limits are representative of an arm of that class, not catalogue values.
 *
 * Frame origins: base → shoulder (on the base axis) → offset shoulder joint → tool point at the end
 * of the boom. With the Stanford DH convention θ2 = 0 points the boom straight up and θ2 = 90° holds
 * it horizontal; negative θ2 leans it back over the top, which gives every target a second posture.
 */

import { degToRad, radToDeg } from '../angles.ts';
import type { DhRow, JointSpec, Target } from '../robot-model.ts';
import { fitToLimit, type ArmKernel, type ArmModel } from './arm-kernel.ts';
import { describeBlockedPostures, formatMillimetres } from './failure-messages.ts';

const SHOULDER_HEIGHT = 660;
const OFFSET = 150;
const BOOM_MIN = 250;
const BOOM_MAX = 900;
const BASE_LIMIT = degToRad(170);
const SHOULDER_LIMIT = degToRad(135);
/** |sin θ2| below this counts as a vertical boom (about 1.1°). */
const SINGULAR_MEASURE = 0.02;

const joints: readonly JointSpec[] = [
  {
    symbol: 'θ1',
    label: 'Base',
    type: 'revolute',
    min: -BASE_LIMIT,
    max: BASE_LIMIT,
    home: 0,
    maxVelocity: degToRad(90),
    maxAcceleration: degToRad(180),
  },
  {
    symbol: 'θ2',
    label: 'Shoulder',
    type: 'revolute',
    min: -SHOULDER_LIMIT,
    max: SHOULDER_LIMIT,
    home: degToRad(90),
    maxVelocity: degToRad(90),
    maxAcceleration: degToRad(180),
  },
  {
    symbol: 'd3',
    label: 'Boom',
    type: 'prismatic',
    min: BOOM_MIN,
    max: BOOM_MAX,
    home: 500,
    maxVelocity: 500,
    maxAcceleration: 1000,
  },
];

function dhTable(q: ArrayLike<number>): DhRow[] {
  return [
    { theta: q[0]!, d: SHOULDER_HEIGHT, a: 0, alpha: -Math.PI / 2 },
    { theta: q[1]!, d: OFFSET, a: 0, alpha: Math.PI / 2 },
    { theta: 0, d: q[2]!, a: 0, alpha: 0 },
  ];
}

/**
 * Writes the posture whose boom has signed horizontal length rho (> 0 forward, < 0 over the top).
 * The tool is Rz(θ1)·(rho, OFFSET) horizontally, so θ1 is the target's bearing minus that of (rho, OFFSET).
 */
function writePosture(
  x: number,
  y: number,
  rho: number,
  height: number,
  boom: number,
  out: Float64Array,
  offset: number,
) {
  const theta1 = fitToLimit(Math.atan2(y * rho - x * OFFSET, x * rho + y * OFFSET), -BASE_LIMIT, BASE_LIMIT);
  if (theta1 !== theta1) return 0;
  const theta2 = fitToLimit(Math.atan2(rho, height), -SHOULDER_LIMIT, SHOULDER_LIMIT);
  if (theta2 !== theta2) return 0;
  out[offset] = theta1;
  out[offset + 1] = theta2;
  out[offset + 2] = boom;
  return 1;
}

const kernel: ArmKernel = {
  maxSolutions: 2,

  position(q, out) {
    const c1 = Math.cos(q[0]!);
    const s1 = Math.sin(q[0]!);
    const rho = q[2]! * Math.sin(q[1]!);
    out[0] = c1 * rho - s1 * OFFSET;
    out[1] = s1 * rho + c1 * OFFSET;
    out[2] = SHOULDER_HEIGHT + q[2]! * Math.cos(q[1]!);
  },

  solve(x, y, z, _toolAngle, out) {
    const rhoSquared = x * x + y * y - OFFSET * OFFSET;
    if (rhoSquared < 0) return 0;
    const rho = Math.sqrt(rhoSquared);
    const height = z - SHOULDER_HEIGHT;
    const boom = fitToLimit(Math.sqrt(rhoSquared + height * height), BOOM_MIN, BOOM_MAX);
    if (boom !== boom) return 0;
    let count = writePosture(x, y, rho, height, boom, out, 0);
    // With the boom vertical both postures coincide: report it once.
    if (rho > 0) count += writePosture(x, y, -rho, height, boom, out, count * 3);
    return count;
  },

  solutionLabel(q) {
    return q[1]! >= 0 ? 'Boom forward' : 'Boom over the top';
  },

  explainFailure(target: Target) {
    const { x, y, z } = target;
    const fromAxis = Math.hypot(x, y);
    if (fromAxis < OFFSET) {
      return {
        reason: 'out_of_reach',
        message: `The target is ${formatMillimetres(fromAxis)} from the base axis; the ${OFFSET} mm shoulder offset keeps the tool at least that far away.`,
      };
    }
    const rho = Math.sqrt(fromAxis * fromAxis - OFFSET * OFFSET);
    const height = z - SHOULDER_HEIGHT;
    const boom = Math.hypot(rho, height);
    if (boom > BOOM_MAX || boom < BOOM_MIN) {
      return {
        reason: 'out_of_reach',
        message: `Reaching this target needs the boom extended to ${formatMillimetres(boom)}; it slides from ${formatMillimetres(BOOM_MIN)} to ${formatMillimetres(BOOM_MAX)}.`,
      };
    }
    const posture = (signedRho: number) => [
      Math.atan2(y * signedRho - x * OFFSET, x * signedRho + y * OFFSET),
      Math.atan2(signedRho, height),
      boom,
    ];
    return {
      reason: 'joint_limit',
      message: describeBlockedPostures(joints, [
        { label: 'boom forward', q: posture(rho) },
        { label: 'boom over the top', q: posture(-rho) },
      ]),
    };
  },

  singularity(q) {
    // Manipulability is d3²·|sin θ2|; dividing by d3² makes the measure depend on the pose only.
    const measure = Math.abs(Math.sin(q[1]!));
    if (measure >= SINGULAR_MEASURE) return { singular: false, measure, description: null };
    return {
      singular: true,
      measure,
      description: `Boom vertical (θ2 = ${radToDeg(q[1]!).toFixed(1)}°), parallel to the base axis: turning the base and tilting the shoulder now swing the tool in the same horizontal direction, so it cannot move along the shoulder offset.`,
    };
  },

  toolAngle() {
    return 0;
  },
};

export const spherical: ArmModel = {
  id: 'spherical',
  name: 'Spherical (polar)',
  basedOn: 'Stanford Arm (Scheinman, 1969), first three joints',
  joints,
  dhTable,
  bounds: {
    min: [-BOOM_MAX - OFFSET, -BOOM_MAX - OFFSET, SHOULDER_HEIGHT + BOOM_MAX * Math.cos(SHOULDER_LIMIT)],
    max: [BOOM_MAX + OFFSET, BOOM_MAX + OFFSET, SHOULDER_HEIGHT + BOOM_MAX],
  },
  kernel,
};
