/**
 * A 6 × 6 example maze for the micromouse page, small enough to read at a glance, in the same text
 * format as the contest mazes. The wall lists and both distance maps were worked out from the text
 * by a breadth-first flood from the four goal cells, and are checked against it by the unit test.
 */

export const exampleMazeText = `o---o---o---o---o---o---o
|               |       |
o   o---o---o   o   o   o
|   |               |   |
o   o   o---o---o   o   o
|   |   | G   G |   |   |
o   o   o   o   o   o   o
|       | G   G     |   |
o   o---o---o---o---o   o
|   |               |   |
o   o   o---o---o   o   o
| S |       |           |
o---o---o---o---o---o---o`;

/** The walls of each cell, row by row from the top: N, E, S and W for north, east, south and west. */
export const exampleMazeWalls: string[][] = [
  ['NW', 'NS', 'NS', 'NE', 'NW', 'NE'],
  ['EW', 'NW', 'NS', 'S', 'E', 'EW'],
  ['EW', 'EW', 'NW', 'NE', 'EW', 'EW'],
  ['W', 'ES', 'SW', 'S', 'ES', 'EW'],
  ['EW', 'NW', 'NS', 'NS', 'NE', 'EW'],
  ['ESW', 'SW', 'NES', 'NSW', 'S', 'ES'],
];

/** Moves from each cell to the goal when no inner wall is known: what the mouse assumes at the start. */
export const openMazeDistances: number[][] = [
  [4, 3, 2, 2, 3, 4],
  [3, 2, 1, 1, 2, 3],
  [2, 1, 0, 0, 1, 2],
  [2, 1, 0, 0, 1, 2],
  [3, 2, 1, 1, 2, 3],
  [4, 3, 2, 2, 3, 4],
];

/** Moves from each cell to the goal once every wall is known. */
export const knownMazeDistances: number[][] = [
  [8, 7, 6, 5, 4, 5],
  [9, 6, 5, 4, 3, 6],
  [10, 7, 0, 0, 2, 7],
  [9, 8, 0, 0, 1, 8],
  [10, 15, 14, 13, 12, 9],
  [11, 16, 17, 12, 11, 10],
];
