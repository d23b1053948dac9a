/**
 * The gridworld Markov decision process: a rectangle of cells, some walls, each open cell with the
 * reward for entering it, some cells terminal, one start cell, and a slip probability. Moving is
 * stochastic: the intended move happens with probability 1 − slip, otherwise the agent goes to one of
 * the two perpendicular directions (slip / 2 each). Moving into a wall or off the grid leaves the agent
 * where it is, and it then receives the reward of the cell it stays in. A cliff cell (Sutton & Barto's
 * Example 6.6) pays its reward to the move that enters it and sends the agent back to the start.
 */
import type { Random } from '@tinkerlabs/random/seeded-random';

/** 0 up, 1 right, 2 down, 3 left: clockwise, so (a + 1) % 4 and (a + 3) % 4 are perpendicular. */
export type Action = 0 | 1 | 2 | 3;
export const gridActions: readonly Action[] = [0, 1, 2, 3];
export const actionNames = ['up', 'right', 'down', 'left'] as const;
export const actionCount = 4;

const rowStep = [-1, 0, 1, 0];
const columnStep = [0, 1, 0, -1];

export interface Gridworld {
  readonly width: number;
  readonly height: number;
  /** Cell index = row × width + column. */
  readonly walls: readonly boolean[];
  readonly rewards: readonly number[];
  readonly terminals: readonly boolean[];
  readonly start: number;
  readonly slip: number;
  /** Cells that send the agent back to the start when entered; absent means none. */
  readonly cliffs?: readonly boolean[];
}

/** One possible result of an action. */
export interface Outcome {
  next: number;
  probability: number;
  reward: number;
}

export const cellCount = (grid: Gridworld) => grid.width * grid.height;

/** States the agent can act in: open cells that are neither terminal nor a cliff (it never stays on one). */
export const isActingState = (grid: Gridworld, cell: number) =>
  !grid.walls[cell] && !grid.terminals[cell] && !grid.cliffs?.[cell];

/** Where the agent is after entering `cell`: the start if it is a cliff, else the cell itself. */
const landing = (grid: Gridworld, cell: number) => (grid.cliffs?.[cell] ? grid.start : cell);

/** Where a deterministic move from `cell` in direction `action` lands (itself when blocked). */
export function moveTarget(grid: Gridworld, cell: number, action: Action): number {
  const row = Math.floor(cell / grid.width) + rowStep[action]!;
  const column = (cell % grid.width) + columnStep[action]!;
  if (row < 0 || row >= grid.height || column < 0 || column >= grid.width) return cell;
  const target = row * grid.width + column;
  return grid.walls[target] ? cell : target;
}

/** The distribution over next cells and rewards; empty for walls and terminal cells. */
export function outcomes(grid: Gridworld, cell: number, action: Action): Outcome[] {
  if (!isActingState(grid, cell)) return [];
  const directions: [Action, number][] = [[action, 1 - grid.slip]];
  if (grid.slip > 0) {
    directions.push(
      [((action + 1) % 4) as Action, grid.slip / 2],
      [((action + 3) % 4) as Action, grid.slip / 2],
    );
  }
  return directions.map(([direction, probability]) => {
    const target = moveTarget(grid, cell, direction);
    return { next: landing(grid, target), probability, reward: grid.rewards[target]! };
  });
}

/** Samples one move, as an agent that learns from experience sees it. */
export function sampleStep(
  grid: Gridworld,
  cell: number,
  action: Action,
  random: Random,
): { next: number; reward: number; done: boolean } {
  const u = random();
  let direction = action;
  if (u >= 1 - grid.slip) direction = ((action + (u < 1 - grid.slip / 2 ? 1 : 3)) % 4) as Action;
  const target = moveTarget(grid, cell, direction);
  const next = landing(grid, target);
  return { next, reward: grid.rewards[target]!, done: grid.terminals[next]! };
}

/** Builds a grid from rows of characters: `#` wall, `S` start, `.` open, a number is a reward, a `*`
 * suffix makes that cell terminal (`+1*` a goal, `-1*` a pit) and a `!` suffix a cliff (`-100!`). */
export function parseGridworld(rows: readonly string[][], slip = 0): Gridworld {
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  const walls: boolean[] = [];
  const rewards: number[] = [];
  const terminals: boolean[] = [];
  const cliffs: boolean[] = [];
  let start = 0;
  rows.forEach((row, r) => {
    if (row.length !== width) throw new Error(`Row ${r} has ${row.length} cells, expected ${width}`);
    row.forEach((token, c) => {
      walls.push(token === '#');
      terminals.push(token.endsWith('*'));
      cliffs.push(token.endsWith('!'));
      const value = Number(token.replace(/[*!]$/, ''));
      rewards.push(Number.isFinite(value) ? value : 0);
      if (token === 'S') start = r * width + c;
    });
  });
  return {
    width,
    height,
    walls,
    rewards,
    terminals,
    start,
    slip,
    ...(cliffs.includes(true) ? { cliffs } : {}),
  };
}

/**
 * The page's default world, 7 × 7: walls between the start (top left) and the goal (+1, bottom
 * right), two pits (−1) beside the short way, and a −0.5 cell to step around. Discounting (γ < 1)
 * is what makes the agent hurry. Small enough to read every number on a phone.
 */
export function defaultGridworld(): Gridworld {
  const o = '.';
  return parseGridworld(
    [
      ['S', o, o, o, o, o, o],
      [o, '#', '#', '#', '#', o, o],
      [o, o, o, o, '#', o, o],
      [o, '#', '-1*', o, '#', o, o],
      [o, '#', o, o, o, '-1*', o],
      [o, '#', o, '#', '-0.5', o, o],
      [o, o, o, '#', o, o, '+1*'],
    ],
    0.1,
  );
}
