/** A maze as plain data, to post to a worker (a Uint8Array would be copied anyway; arrays read better). */
import type { Maze } from '@tinkerlabs/maze/maze';

export interface MazeData {
  width: number;
  height: number;
  walls: number[];
  start: { x: number; y: number };
  goals: { x: number; y: number }[];
}

export const mazeToData = (maze: Maze): MazeData => ({ ...maze, walls: [...maze.walls] });
export const mazeFromData = (data: MazeData): Maze => ({ ...data, walls: Uint8Array.from(data.walls) });
