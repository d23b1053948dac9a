/**
 * Editing a gridworld the way the page's editor does: each edit returns a new world and keeps it
 * valid (the start is never a wall or terminal, a wall has no reward and is not terminal).
 */
import type { Gridworld } from './gridworld.ts';

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
