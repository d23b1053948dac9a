/** A maze file's text read as a maze, or what is wrong with it in the simulator's words. */
import { MazeFormatError } from '@tinkerlabs/maze/formats/maze-format-error';
import { readMaze } from '@tinkerlabs/maze/formats/read-maze';
import type { Maze } from '@tinkerlabs/maze/maze';

export type MazeReading = { ok: true; maze: Maze } | { ok: false; message: string };

/** `label` names the maze in the message ("uk2019f.txt is not a maze file…"). */
export function readMazeText(text: string, label: string): MazeReading {
  try {
    return { ok: true, maze: readMaze(text) };
  } catch (error) {
    if (!(error instanceof MazeFormatError)) throw error;
    return { ok: false, message: `${label} is not a maze file this simulator can read. ${error.message}.` };
  }
}
