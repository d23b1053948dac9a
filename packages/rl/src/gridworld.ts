/**
 * The gridworld Markov decision process: a rectangle of cells, some walls, each open cell with a
 * reward, some cells terminal, one start cell, and a slip probability. Moving is stochastic: the
 * intended move happens with probability 1 − slip, otherwise the agent goes to one of the two
 * perpendicular directions (slip / 2 each; Russell & Norvig's 4 × 3 world is slip 0.2). Moving into a
 * wall or off the grid leaves the agent where it is.
 *
 * Two reward conventions: Sutton & Barto's (a move pays the reward of the cell it enters, so bumping
 * an edge pays the cell the agent stays in; terminal cells are worth 0) and Russell & Norvig's R(s)
 * (a move pays the reward of the cell it leaves, and a terminal cell is worth its own reward, paid as
 * the episode ends). A cliff cell (Sutton & Barto's Example 6.6) sends the agent back to the start and
 * its reward is paid by the move that enters it, in either convention.
 */
import type { Random } from '@tinkerlabs/random/seeded-random';

/** 0 up, 1 right, 2 down, 3 left: clockwise, so (a + 1) % 4 and (a + 3) % 4 are perpendicular. */
export type Action = 0 | 1 | 2 | 3;
export const gridActions: readonly Action[] = [0, 1, 2, 3];
export const actionNames = ['up', 'right', 'down', 'left'] as const;
export const actionCount = 4;

const rowStep = [-1, 0, 1, 0];
const columnStep = [0, 1, 0, -1];

/** Which cell's reward a move pays: the one entered (Sutton & Barto) or the one left, R(s) (Russell & Norvig). */
export type RewardConvention = 'entering' | 'leaving';
export const rewardConventions: readonly RewardConvention[] = ['entering', 'leaving'];

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
  /** Absent means 'entering'. */
  readonly rewardConvention?: RewardConvention;
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

/** The value of a terminal cell: its reward when rewards are paid on leaving (the last R(s) of an
 * episode), else 0. */
export const terminalValue = (grid: Gridworld, cell: number) =>
  grid.rewardConvention === 'leaving' && grid.terminals[cell] ? grid.rewards[cell]! : 0;

/** The reward of a move from `cell` whose target (before a cliff sends the agent back) is `target`. */
function moveReward(grid: Gridworld, cell: number, target: number): number {
  if (grid.rewardConvention !== 'leaving') return grid.rewards[target]!;
  return grid.rewards[cell]! + (grid.cliffs?.[target] ? grid.rewards[target]! : 0);
}

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
    return { next: landing(grid, target), probability, reward: moveReward(grid, cell, target) };
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
  return { next, reward: moveReward(grid, cell, target), done: grid.terminals[next]! };
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
