/**
 * The simulation's whole state in the address: joint values, target, path kind, speed and the view
 * toggles, so a copied link reopens the same pose. Values are written in display units (degrees,
 * millimetres) with ten decimals, which keeps links readable and reproduces a pose far below 1 µm.
 */
import { radToDeg } from '@tinkerlabs/kinematics/angles';
import { targetOf, type PathKind } from '@tinkerlabs/kinematics/path-plan';
import type { JointSpec, RobotModel } from '@tinkerlabs/kinematics/robot-model';
import { formatValue } from './format-value.ts';
import { clampToLimits, fromDisplay, toDisplay } from './joint-units.ts';

export interface TargetInput {
  x: number;
  y: number;
  z: number;
  /** Degrees; used by the SCARA only. */
  toolAngle: number;
}

export interface SimulationParams {
  /** Package units: radians and millimetres. */
  q: number[];
  target: TargetInput;
  path: PathKind;
  speed: number;
  showFrames: boolean;
  showWorkspace: boolean;
  showTrail: boolean;
  /** Taught points, each a full set of joint values in package units. */
  points: number[][];
}

export const speedChoices = [0.25, 0.5, 1, 2, 5] as const;

const defaultSpeed = 1;

function readNumber(search: URLSearchParams, key: string): number | null {
  const raw = search.get(key);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

function readFlag(search: URLSearchParams, key: string, fallback: boolean): boolean {
  const raw = search.get(key);
  return raw === '1' ? true : raw === '0' ? false : fallback;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/** The target field's values that put the tool where joint values `q` put it, to the micrometre. */
export function targetInputOf(model: RobotModel, q: readonly number[]): TargetInput {
  const target = targetOf(model, q);
  return {
    x: round3(target.x),
    y: round3(target.y),
    z: round3(target.z),
    toolAngle: round3(radToDeg(target.toolAngle ?? 0)),
  };
}

/** The state a page opens with when its address says nothing: the arm at home, the target at its tool. */
export function defaultParams(model: RobotModel): SimulationParams {
  const home = model.joints.map((joint) => joint.home);
  return {
    q: home,
    target: targetInputOf(model, home),
    path: 'joint',
    speed: 1,
    showFrames: false,
    showWorkspace: false,
    showTrail: true,
    points: [],
  };
}

/** Reads the state from the address; anything missing or invalid falls back to `defaults`. */
export function readSimulationParams(
  search: URLSearchParams,
  joints: readonly JointSpec[],
  defaults: SimulationParams,
): SimulationParams {
  const q = joints.map((joint, index) => {
    const shown = readNumber(search, `j${index + 1}`);
    return shown === null
      ? (defaults.q[index] ?? joint.home)
      : clampToLimits(joint, fromDisplay(joint, shown));
  });
  const path = search.get('path');
  const speed = readNumber(search, 'speed');
  return {
    q,
    target: {
      x: readNumber(search, 'tx') ?? defaults.target.x,
      y: readNumber(search, 'ty') ?? defaults.target.y,
      z: readNumber(search, 'tz') ?? defaults.target.z,
      toolAngle: readNumber(search, 'ta') ?? defaults.target.toolAngle,
    },
    path: path === 'joint' || path === 'line' ? path : defaults.path,
    speed: speedChoices.find((choice) => choice === speed) ?? defaults.speed ?? defaultSpeed,
    showFrames: readFlag(search, 'frames', defaults.showFrames),
    showWorkspace: readFlag(search, 'ws', defaults.showWorkspace),
    showTrail: readFlag(search, 'trail', defaults.showTrail),
    points: readPoints(search.get('pts'), joints) ?? defaults.points,
  };
}

/** Taught points as "a,b,c;a,b,c" in display units; null when absent or malformed. */
function readPoints(raw: string | null, joints: readonly JointSpec[]): number[][] | null {
  if (!raw) return null;
  const points = raw.split(';').map((point) => point.split(',').map(Number));
  if (
    points.some((point) => point.length !== joints.length || point.some((value) => !Number.isFinite(value)))
  ) {
    return null;
  }
  return points.map((point) =>
    point.map((shown, index) => {
      const joint = joints[index];
      return joint ? clampToLimits(joint, fromDisplay(joint, shown)) : shown;
    }),
  );
}

const formatNumber = (value: number) => formatValue(value, 10);

/** The search string for a state (without "?"); the SCARA's tool angle is written only when it applies. */
export function writeSimulationParams(
  params: SimulationParams,
  joints: readonly JointSpec[],
  options: { toolAngle: boolean },
): string {
  const search = new URLSearchParams();
  joints.forEach((joint, index) =>
    search.set(`j${index + 1}`, formatNumber(toDisplay(joint, params.q[index] ?? joint.home))),
  );
  search.set('tx', formatNumber(params.target.x));
  search.set('ty', formatNumber(params.target.y));
  search.set('tz', formatNumber(params.target.z));
  if (options.toolAngle) search.set('ta', formatNumber(params.target.toolAngle));
  search.set('path', params.path);
  search.set('speed', String(params.speed));
  search.set('frames', params.showFrames ? '1' : '0');
  search.set('ws', params.showWorkspace ? '1' : '0');
  search.set('trail', params.showTrail ? '1' : '0');
  if (params.points.length > 0) {
    const points = params.points.map((point) =>
      point
        .map((value, index) => formatNumber(joints[index] ? toDisplay(joints[index], value) : value))
        .join(','),
    );
    search.set('pts', points.join(';'));
  }
  return search.toString();
}
