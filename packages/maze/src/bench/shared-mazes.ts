/**
 * The contest maze files shared beside the repository (../shared/data/mazes from the repository
 * root), for the tests and the benchmark. Throws when the folder is missing rather than testing nothing.
 */
/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const sharedMazesDir = path.resolve(repoRoot, '../shared/data/mazes');

export interface SharedMazeFile {
  name: string;
  text: string;
}

export function sharedMazeFiles(): SharedMazeFile[] {
  if (!fs.existsSync(sharedMazesDir))
    throw new Error(
      `The shared mazes are missing: expected ${sharedMazesDir} (clone shared/ beside the repository).`,
    );
  const files = fs
    .readdirSync(sharedMazesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      fs
        .readdirSync(path.join(sharedMazesDir, dir.name))
        .filter((file) => file.endsWith('.txt'))
        .map((file) => `${dir.name}/${file}`),
    )
    .sort();
  if (files.length === 0) throw new Error(`No maze files in ${sharedMazesDir}.`);
  return files.map((name) => ({ name, text: fs.readFileSync(path.join(sharedMazesDir, name), 'utf8') }));
}
