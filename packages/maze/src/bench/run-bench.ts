/**
 * Benchmark: the flood-fill mouse over every contest maze in packages/maze/mazes (explore, prove the
 * shortest route, fast run), five rounds, printing the time per maze and in all. Run with
 * `npm run bench -w @tinkerlabs/maze`.
 */
/// <reference types="node" />
import { contestMazeFiles } from '../contest-maze-files.ts';
import { readMaze } from '../formats/read-maze.ts';
import { builtinMouse } from '../mice/builtin-mice.ts';
import { runMouse } from '../mms/run-mouse.ts';

const rounds = 5;
const mazes = contestMazeFiles().map((file) => ({ name: file.name, maze: readMaze(file.text) }));
const rows: string[] = [];
let total = 0;
let commands = 0;
for (const { name, maze } of mazes) {
  const started = performance.now();
  let result;
  for (let round = 0; round < rounds; round++) result = runMouse(maze, builtinMouse('flood-fill', maze));
  const ms = (performance.now() - started) / rounds;
  total += ms;
  commands += result!.commands;
  const best = result!.simulator.stats.snapshot().bestRunDistance;
  rows.push(
    `${name.padEnd(42)} ${`${maze.width}×${maze.height}`.padEnd(6)} ${ms.toFixed(2).padStart(7)} ms  ${String(result!.commands).padStart(5)} commands  best run ${best === null ? '—' : `${best} half cells`}`,
  );
}
console.log(rows.join('\n'));
console.log(
  `\n${mazes.length} mazes: ${total.toFixed(1)} ms per pass over the set (mean of ${rounds}), ${commands} mms commands.`,
);
