/** The built-in mice, by the id the page's Algorithm select uses. */
import type { Maze } from '../maze.ts';
import type { MouseApi } from '../mms/mouse-api.ts';
import { floodFillMouse } from './flood-fill-mouse.ts';
import { mouseContext } from './mouse-context.ts';
import { wallFollower } from './wall-follower.ts';

export const builtinMice = [
  { id: 'flood-fill', label: 'Flood fill (explore, prove, fast run)' },
  { id: 'left-wall', label: 'Left wall follower' },
  { id: 'right-wall', label: 'Right wall follower' },
] as const;

export type BuiltinMouseId = (typeof builtinMice)[number]['id'];

export function builtinMouse(id: BuiltinMouseId, maze: Maze): (api: MouseApi) => void {
  const context = mouseContext(maze);
  if (id === 'flood-fill') return floodFillMouse(context);
  return wallFollower(id === 'left-wall' ? 'left' : 'right', context);
}
