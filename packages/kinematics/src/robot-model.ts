/**
 * The shared vocabulary of the kinematics package: what a robot model is (joints, limits, a standard
 * Denavit–Hartenberg table), what an inverse-kinematics target and answer look like.
 *
 * Units inside the package: millimetres and radians. World frame: origin on the base, on the first
 * joint's axis, Z up. Matrices are 4×4 homogeneous transforms stored row-major in a Float64Array(16).
 */

export type RobotId = 'scara' | 'cartesian' | 'spherical' | 'cylindrical';

export type JointType = 'revolute' | 'prismatic';

export interface JointSpec {
  /** 'θ1', 'd3', … as shown in the DH table and the UI labels. */
  symbol: string;
  /** 'Shoulder', 'Elbow', 'Z axis', … the human name. */
  label: string;
  type: JointType;
  /** Radians (revolute) or millimetres (prismatic). */
  min: number;
  max: number;
  /** The initial value. */
  home: number;
  /** Per second, in the joint's own unit. */
  maxVelocity: number;
  maxAcceleration: number;
}

/** One row of a standard DH table (radians / millimetres). */
export interface DhRow {
  theta: number;
  d: number;
  a: number;
  alpha: number;
}

export interface RobotModel {
  id: RobotId;
  /** 'SCARA'. */
  name: string;
  /** The real arm whose dimensions are used, e.g. 'Epson T6-A602S'. */
  basedOn: string;
  joints: readonly JointSpec[];
  /** The DH table for joint values q (one row per joint). The joint variable of row i is theta (revolute) or d (prismatic). */
  dhTable(q: ArrayLike<number>): DhRow[];
  /** Reach figures for the UI / sampling bounds: an axis-aligned box containing the whole workspace. */
  bounds: { min: [number, number, number]; max: [number, number, number] };
  /**
   * Height of DH frame 0 above the world origin when the base is raised (a pedestal, e.g. the SCARA's);
   * absent means frame 0 is the world frame. Forward kinematics returns this translation as frame [0].
   */
  baseHeight?: number;
}

/** A tool-point target in world millimetres; toolAngle is the SCARA θ4 world yaw (rad), ignored by the others. */
export interface Target {
  x: number;
  y: number;
  z: number;
  toolAngle?: number;
}

export type IkFailure = 'out_of_reach' | 'joint_limit';

/** label e.g. 'Elbow left', 'Elbow right', 'Only solution'. */
export interface IkSolution {
  label: string;
  q: number[];
}

export type IkResult =
  { ok: true; solutions: IkSolution[] } | { ok: false; reason: IkFailure; message: string };
