/**
 * Editing a gridworld the way the page's editor does: each edit returns a new world and keeps it
 * valid (the start is never a wall or terminal, a wall has no reward and is not terminal).
 */
import { isActingState, type Gridworld, type RewardConvention } from './gridworld.ts';

/** The sizes the editor offers, for width and height alike. */
export const minGridSide = 2;
export const maxGridSide = 20;

export type GridEdit =
  { kind: 'wall' } | { kind: 'terminal' } | { kind: 'start' } | { kind: 'reward'; value: number };

/** Applies one edit to one cell: walls and terminal cells toggle, rewards and the start are set. */
export function editCell(grid: Gridworld, cell: number, edit: GridEdit): Gridworld {
  const walls = [...grid.walls];
  const rewards = [...grid.rewards];
  const terminals = [...grid.terminals];
  let start = grid.start;
  switch (edit.kind) {
    case 'wall':
      if (cell === grid.start) return grid;
      walls[cell] = !walls[cell];
      rewards[cell] = 0;
      terminals[cell] = false;
      break;
    case 'terminal':
      if (cell === grid.start || walls[cell]) return grid;
      terminals[cell] = !terminals[cell];
      break;
    case 'start':
      if (walls[cell] || terminals[cell]) return grid;
      start = cell;
      break;
    case 'reward':
      if (walls[cell] || !Number.isFinite(edit.value)) return grid;
      rewards[cell] = edit.value;
      break;
  }
  return { ...grid, walls, rewards, terminals, start };
}

/** The same world with another slip probability, clamped to [0, 1]. */
export function withSlip(grid: Gridworld, slip: number): Gridworld {
  return { ...grid, slip: Number.isFinite(slip) ? Math.min(1, Math.max(0, slip)) : grid.slip };
}

/** The same world with rewards paid on entering a cell or on leaving it (R(s)). */
export function withRewardConvention(grid: Gridworld, rewardConvention: RewardConvention): Gridworld {
  return { ...grid, rewardConvention };
}

/** The reward most open cells have (−1 in Sutton & Barto's worlds), for the cells a resize adds. */
function commonReward(grid: Gridworld): number {
  const counts = new Map<number, number>();
  grid.rewards.forEach((reward, cell) => {
    if (isActingState(grid, cell)) counts.set(reward, (counts.get(reward) ?? 0) + 1);
  });
  let common = 0;
  let most = 0;
  for (const [reward, count] of counts) if (count > most) [common, most] = [reward, count];
  return common;
}

/**
 * The world cut or extended to `width` × `height` (each rounded and clamped to 2–20), anchored at the
 * top left: cells inside both keep what they had, new cells are open with the reward most open cells
 * have. A start that falls outside moves to the nearest cell inside; if that is a wall or terminal it
 * becomes an open cell.
 *
 * @example resizeGridworld(defaultGridworld(), 10, 4) // 10 wide, the default world's top four rows
 */
export function resizeGridworld(grid: Gridworld, width: number, height: number): Gridworld {
  const side = (n: number, current: number) =>
    Number.isFinite(n) ? Math.min(maxGridSide, Math.max(minGridSide, Math.round(n))) : current;
  const w = side(width, grid.width);
  const h = side(height, grid.height);
  if (w === grid.width && h === grid.height) return grid;
  const fresh = commonReward(grid);
  const walls: boolean[] = [];
  const rewards: number[] = [];
  const terminals: boolean[] = [];
  const cliffs: boolean[] = [];
  for (let row = 0; row < h; row++) {
    for (let column = 0; column < w; column++) {
      const inside = row < grid.height && column < grid.width;
      const old = row * grid.width + column;
      walls.push(inside && grid.walls[old]!);
      rewards.push(inside ? grid.rewards[old]! : fresh);
      terminals.push(inside && grid.terminals[old]!);
      cliffs.push(inside && (grid.cliffs?.[old] ?? false));
    }
  }
  const startRow = Math.min(h - 1, Math.floor(grid.start / grid.width));
  const start = startRow * w + Math.min(w - 1, grid.start % grid.width);
  if (walls[start] || terminals[start] || cliffs[start]) {
    walls[start] = terminals[start] = cliffs[start] = false;
    rewards[start] = fresh;
  }
  const { cliffs: _oldCliffs, ...rest } = grid;
  return {
    ...rest,
    width: w,
    height: h,
    walls,
    rewards,
    terminals,
    start,
    ...(cliffs.includes(true) ? { cliffs } : {}),
  };
}
