/**
 * The contest mazes shipped with the app (the maze package's mazes/ folder): 16 × 16 classic mazes,
 * 32 × 32 half-size mazes and small training mazes. Each file is its own small chunk, fetched when
 * picked.
 */
import { compareText } from '@/lib/compare-text.ts';

// The maze package's folder by its path from here: globs take no package names, and Vite's dependency
// scan, which reads this file before the dev server starts, does not resolve aliases in them (an alias
// made it fail with "Invalid glob" and skip pre-bundling).
const files = import.meta.glob<string>('../../../../../../packages/maze/mazes/*/*.txt', {
  query: '?raw',
  import: 'default',
});
// The glob's keys are paths relative to this file; a maze's id is its group folder and file name.
const mazeId = (path: string) => path.replace(/^.*\/([^/]+\/[^/]+)\.txt$/, '$1');
const loaders = new Map(Object.entries(files).map(([path, load]) => [mazeId(path), load]));

export interface BundledMaze {
  id: string;
  group: 'classic' | 'halfsize' | 'training';
  name: string;
}

export const mazeGroupLabels: Record<BundledMaze['group'], string> = {
  classic: 'Classic 16 × 16 contest mazes',
  halfsize: 'Half-size contest mazes',
  training: 'Training mazes',
};

export const bundledMazes: BundledMaze[] = [...loaders.keys()]
  .map((id) => {
    const [group = '', name = ''] = id.split('/');
    return { id, group: group as BundledMaze['group'], name };
  })
  .sort((a, b) => compareText(a.id, b.id));

export const defaultMazeId = 'classic/japan2013ef';

export async function loadBundledMaze(id: string): Promise<string> {
  const load = loaders.get(id);
  if (!load) throw new Error(`There is no bundled maze called ${id}.`);
  return load();
}
