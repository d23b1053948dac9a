/** What both trajectory kinds share: the sample shape, the options and how they are defaulted. */

import { endEffectorPosition } from './forward.ts';
import type { RobotModel } from './robot-model.ts';

export interface TrajectorySample {
  /** Seconds from the start. */
  t: number;
  q: number[];
  qd: number[];
  qdd: number[];
  /** Tool point, world mm. */
  position: [number, number, number];
}

export interface Trajectory {
  /** Seconds. */
  duration: number;
  samples: TrajectorySample[];
}

export interface TrajectoryOptions {
  /** Largest time between samples, seconds (default 0.01). */
  dt?: number;
  /** Fraction of every joint's velocity and acceleration limits to use, 0.01…1 (default 1). */
  speed?: number;
}

/** A hair of extra time so rounding never puts a sample a few ulps over a limit. */
export const TIMING_MARGIN = 1 + 1e-9;

export function normaliseOptions(options: TrajectoryOptions = {}): { dt: number; speed: number } {
  const dt = options.dt !== undefined && options.dt > 0 ? options.dt : 0.01;
  const speed = Math.min(1, Math.max(0.01, options.speed ?? 1));
  return { dt, speed };
}

export function toolPoint(model: RobotModel, q: ArrayLike<number>): [number, number, number] {
  const point = endEffectorPosition(model, q);
  return [point[0]!, point[1]!, point[2]!];
}
