/**
 * Plans the fast run: among all shortest routes through known-open cells, the one mms scores best,
 * and writes it as straights and turns. Also estimates how long a real mouse takes to drive it.
 * Each straight of n cells is driven as one moveForward(n): 2n half cells, whose effective distance
 * mms counts as n + 1, so a route costs its turns, plus 1 a cell, plus 1 a straight.
 */
import { sideStep, type Cell, type Side } from '../maze.ts';
import { distancesTo, unreachable, type WallTest } from '../shortest-path.ts';
import { turnsBetween } from './mouse-context.ts';

export interface Segment {
  /** Quarter turns before the straight: +1 right, -1 left, 2 about turn. */
  turn: number;
  heading: Side;
  cells: number;
}

/** The best-scoring shortest route from `from` facing `heading` to any goal, as segments; null if none. */
export function planFastRun(
  width: number,
  height: number,
  goals: Cell[],
  wall: WallTest,
  from: Cell,
  heading: Side,
): Segment[] | null {
  const distance = distancesTo(width, height, goals, wall);
  if (distance[from.y * width + from.x] === unreachable) return null;
  // Best cost to reach the goal from (cell, heading, whether a straight is under way: 0 or 1).
  const memo = new Map<number, { cost: number; next: Side | null }>();
  const best = (x: number, y: number, h: Side, run: number): number => {
    const d = distance[y * width + x]!;
    if (d === 0) return 0;
    const key = ((y * width + x) * 4 + h) * 2 + run;
    const known = memo.get(key);
    if (known) return known.cost;
    let result = { cost: Infinity, next: null as Side | null };
    for (let side = 0 as Side; side < 4; side++) {
      const nx = x + sideStep[side]![0];
      const ny = y + sideStep[side]![1];
      if (wall(x, y, side) || nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      if (distance[ny * width + nx] !== d - 1) continue;
      const turns = turnsBetween(h, side);
      const newStraight = turns > 0 || run === 0 ? 1 : 0;
      const step = turns + 1 + newStraight + best(nx, ny, side, 1);
      if (step < result.cost) result = { cost: step, next: side };
    }
    memo.set(key, result);
    return result.cost;
  };
  best(from.x, from.y, heading, 0);
  const segments: Segment[] = [];
  let [x, y, h, run] = [from.x, from.y, heading, 0];
  while (distance[y * width + x]! > 0) {
    const next = memo.get(((y * width + x) * 4 + h) * 2 + run)!.next!;
    const last = segments[segments.length - 1];
    if (last && next === h && run > 0) last.cells += 1;
    else {
      const right = (next - h + 4) % 4;
      segments.push({ turn: right === 3 ? -1 : right, heading: next, cells: 1 });
    }
    run = 1;
    [x, y, h] = [x + sideStep[next]![0], y + sideStep[next]![1], next];
  }
  return segments;
}

export interface DriveModel {
  /** Metres per cell (0.18 in the classic maze, 0.09 in half size). */
  cellLength: number;
  maxSpeed: number;
  acceleration: number;
  /** Seconds for a 90° turn in place. */
  turnTime: number;
}

export const classicDrive: DriveModel = { cellLength: 0.18, maxSpeed: 2, acceleration: 4, turnTime: 0.3 };

/** Seconds to drive one straight from rest to rest: accelerate, cruise if there is room, brake. */
export function straightTime(metres: number, { maxSpeed, acceleration }: DriveModel): number {
  const rampLength = (maxSpeed * maxSpeed) / acceleration; // speeding up and braking together
  if (metres <= rampLength) return 2 * Math.sqrt(metres / acceleration);
  return (2 * maxSpeed) / acceleration + (metres - rampLength) / maxSpeed;
}

/** Seconds a mouse that stops for every turn takes to drive the segments. */
export function runTime(segments: Segment[], model: DriveModel = classicDrive): number {
  return segments.reduce(
    (total, segment) =>
      total + Math.abs(segment.turn) * model.turnTime + straightTime(segment.cells * model.cellLength, model),
    0,
  );
}
