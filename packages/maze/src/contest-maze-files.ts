/**
 * The contest maze files kept in this package (packages/maze/mazes), read from disk for the tests,
 * the benchmark and the browser tests; Node only (the web app bundles the same folder with Vite's
 * import.meta.glob). Every `.txt` file of every group folder is listed, whatever its name.
 */
/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';

export const contestMazesDir = path.resolve(import.meta.dirname, '../mazes');

export interface ContestMazeFile {
  /** The group folder and file name, e.g. `classic/japan1990.txt`. */
  name: string;
  text: string;
}

/**
 * Every maze file, sorted by name. Throws when there is none rather than letting a test check nothing.
 * @example contestMazeFiles().map((file) => readMaze(file.text))
 */
export function contestMazeFiles(): ContestMazeFile[] {
  const files = fs
    .readdirSync(contestMazesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(contestMazesDir, dir.name))
        .filter((file) => file.endsWith('.txt'))
        .map((file) => `${dir.name}/${file}`),
    )
    .sort();
  if (files.length === 0) throw new Error(`No maze files in ${contestMazesDir}.`);
  return files.map((name) => ({ name, text: fs.readFileSync(path.join(contestMazesDir, name), 'utf8') }));
}
