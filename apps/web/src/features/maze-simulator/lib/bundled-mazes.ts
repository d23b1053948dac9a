/**
 * The contest mazes shipped with the app (copied from the shared maze collection): 16 × 16 classic
 * mazes, 32 × 32 half-size mazes and small training mazes. Each file is its own small chunk, fetched
 * when picked.
 */
import { compareText } from '@/lib/compare-text.ts';

const files = import.meta.glob<string>('../mazes/*/*.txt', { query: '?raw', import: 'default' });

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

export const bundledMazes: BundledMaze[] = Object.keys(files)
  .map((path) => {
    const [, group = '', file = ''] = /\.\.\/mazes\/([^/]+)\/([^/]+)\.txt$/.exec(path) ?? [];
    return { id: `${group}/${file}`, group: group as BundledMaze['group'], name: file };
  })
  .sort((a, b) => compareText(a.id, b.id));

export const defaultMazeId = 'classic/japan2013ef';

export async function loadBundledMaze(id: string): Promise<string> {
  const load = files[`../mazes/${id}.txt`];
  if (!load) throw new Error(`There is no bundled maze called ${id}.`);
  return load();
}
