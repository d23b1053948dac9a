/**
 * The mms protocol engine: a simulated maze and mouse that answer mms commands one line at a time,
 * with mms's answers (`ack`, `crash`, `true`/`false`, numbers) and none at all for the display
 * commands (setWall, setColor, setText and their clears) or for a line it does not understand,
 * which mms drops. It runs synchronously, so a program mouse in a worker can call it directly.
 */
import { cellIndex, inside, isGoal, sameCell, type Maze, type Side } from '../maze.ts';
import { MmsStats, statNames, type StatName } from './mms-stats.ts';
import { freeHalfSteps, pointAhead, turn, type Heading, type Pose } from './mouse-geometry.ts';

/** mms's cell colours, by their command letter. */
export const mmsColours: Record<string, string> = {
  k: 'Black',
  b: 'Blue',
  a: 'Gray',
  c: 'Cyan',
  g: 'Green',
  o: 'Orange',
  r: 'Red',
  w: 'White',
  y: 'Yellow',
  B: 'Dark Blue',
  C: 'Dark Cyan',
  A: 'Dark Gray',
  G: 'Dark Green',
  R: 'Dark Red',
  Y: 'Dark Yellow',
};

const wallSides: Record<string, Side> = { n: 0, e: 1, s: 2, w: 3, N: 0, E: 1, S: 2, W: 3 };
const wallQueries: Record<string, number> = { wallFront: 0, wallRight: 2, wallBack: 4, wallLeft: -2 };
/** The commands mms draws without answering, with the number of words each must have. */
const displayTokenCounts: Record<string, number> = {
  setWall: 4,
  clearWall: 4,
  setColor: 4,
  clearColor: 3,
  clearAllColor: 1,
  clearText: 3,
  clearAllText: 1,
};
const takesArgument = new Set(['getStat', 'moveForward', 'moveForwardHalf', ...Object.keys(wallQueries)]);
const turns: Record<string, number> = {
  turnRight: 2,
  turnRight90: 2,
  turnLeft: -2,
  turnLeft90: -2,
  turnRight45: 1,
  turnLeft45: -1,
};

/** The heading a mouse starts with: north, as in mms, whichever way the start cell opens. */
const startHeading: Heading = 0;

export class MmsSimulator {
  readonly stats = new MmsStats();
  pose: Pose;
  /** The walls the program has drawn with setWall (bit 1 << side per cell), as mms shows them. */
  readonly shownWalls: Uint8Array;
  readonly colours = new Map<number, string>();
  readonly texts = new Map<number, string>();
  crashes = 0;
  private resetPressed = false;
  private readonly startPose: Pose;

  constructor(readonly maze: Maze) {
    this.startPose = { hx: 2 * maze.start.x + 1, hy: 2 * maze.start.y + 1, heading: startHeading };
    this.pose = { ...this.startPose };
    this.shownWalls = new Uint8Array(maze.width * maze.height);
  }

  /** The Reset button: the program sees `wasReset` answer true until it sends `ackReset`. */
  pressReset(): void {
    this.resetPressed = true;
  }

  /** Answers one command line; null when mms sends no answer (it drops a line it does not accept). */
  handle(line: string): string | null {
    const tokens = line.trim().split(/\s+/);
    const [name = '', argument] = tokens;
    if (name === 'setText') return this.setText(line.trim());
    if (Object.hasOwn(displayTokenCounts, name)) {
      if (tokens.length === displayTokenCounts[name]) this.display(name, tokens);
      return null;
    }
    // Every other command is a lone word, or a word and one number for those that take one.
    if (tokens.length > 2 || (tokens.length === 2 && !takesArgument.has(name))) return null;
    switch (name) {
      case 'mazeWidth':
        return String(this.maze.width);
      case 'mazeHeight':
        return String(this.maze.height);
      case 'wasReset':
        return String(this.resetPressed);
      case 'ackReset':
        this.pose = { ...this.startPose };
        this.resetPressed = false;
        this.stats.penalizeForReset();
        this.stats.endUnfinishedRun();
        return 'ack';
      case 'getStat':
        return statNames.includes(argument as StatName) ? this.stats.read(argument as StatName) : null;
      case 'moveForward':
        return this.move(count(argument) * 2);
      case 'moveForwardHalf':
        return this.move(count(argument));
    }
    if (Object.hasOwn(wallQueries, name)) {
      // As mms: a wall anywhere on the way out to that many half cells (0 or none asks for 1).
      const reach = Math.max(1, count(argument));
      return String(freeHalfSteps(this.maze, this.pose, reach, wallQueries[name]!) < reach);
    }
    if (Object.hasOwn(turns, name)) {
      this.pose = { ...this.pose, heading: turn(this.pose.heading, turns[name]!) };
      this.stats.addTurn();
      this.afterMovement();
      return 'ack';
    }
    return null;
  }

  /**
   * Moves `halfSteps` half cells, or as far as the next wall and then answers crash. As mms: a move
   * of less than one half step, or into a wall right in front, is a crash that counts nothing; any
   * other move starting in the start cell starts a run, and adds the whole distance asked for.
   */
  private move(halfSteps: number): string {
    const free = halfSteps < 1 ? 0 : freeHalfSteps(this.maze, this.pose, halfSteps);
    if (free === 0) {
      this.crashes += 1;
      return 'crash';
    }
    if (sameCell(mazeLocation(this.pose), this.maze.start)) this.stats.startRun();
    this.stats.addDistance(halfSteps);
    const [hx, hy] = pointAhead(this.pose, 0, free);
    this.pose = { ...this.pose, hx, hy };
    this.afterMovement();
    if (free === halfSteps) return 'ack';
    this.crashes += 1;
    return 'crash';
  }

  /**
   * Where a move or turn ends (not where it passes): in the goal it finishes the run, in the start
   * cell it ends it unfinished. The cell is mms's, so an edge counts as the cell to its north or east.
   */
  private afterMovement(): void {
    const cell = mazeLocation(this.pose);
    if (isGoal(this.maze, cell.x, cell.y)) this.stats.finishRun();
    else if (sameCell(cell, this.maze.start)) this.stats.endUnfinishedRun();
  }

  private display(name: string, tokens: string[]): void {
    if (name === 'setWall' || name === 'clearWall') return this.showWall(tokens, name === 'setWall');
    if (name === 'clearAllColor') return this.colours.clear();
    if (name === 'clearAllText') return this.texts.clear();
    const index = this.cellArgument(tokens);
    if (index === null) return;
    const colour = tokens[3] ?? '';
    if (name === 'clearColor') this.colours.delete(index);
    else if (name === 'clearText') this.texts.delete(index);
    else if (colour.length === 1 && colour in mmsColours) this.colours.set(index, colour);
  }

  private cellArgument(tokens: string[]): number | null {
    const x = Number(tokens[1]);
    const y = Number(tokens[2]);
    if (!Number.isInteger(x) || !Number.isInteger(y) || !inside(this.maze, x, y)) return null;
    return cellIndex(this.maze, x, y);
  }

  private showWall(tokens: string[], present: boolean): void {
    const index = this.cellArgument(tokens);
    const side = wallSides[tokens[3] ?? ''];
    if (index === null || side === undefined) return;
    const x = index % this.maze.width;
    const y = (index - x) / this.maze.width;
    const cells: [number, number, number][] = [
      [x, y, side],
      [x + [0, 1, 0, -1][side]!, y + [1, 0, -1, 0][side]!, (side + 2) % 4],
    ];
    for (const [cx, cy, s] of cells) {
      if (!inside(this.maze, cx, cy)) continue;
      const i = cellIndex(this.maze, cx, cy);
      this.shownWalls[i] = present ? this.shownWalls[i]! | (1 << s) : this.shownWalls[i]! & ~(1 << s);
    }
  }

  private setText(line: string): null {
    const match = /^setText\s+(-?\d+)\s+(-?\d+)\s?(.*)$/.exec(line);
    if (!match) return null;
    const [x, y] = [Number(match[1]), Number(match[2])];
    if (!inside(this.maze, x, y)) return null;
    // mms draws printable ASCII only and shows anything else as "?".
    this.texts.set(cellIndex(this.maze, x, y), match[3]!.replace(/[^\x20-\x7e]/g, '?'));
    return null;
  }
}

/** A count argument as mms reads it (Qt's toInt): absent means 1, anything but a 32-bit integer 0. */
function count(argument: string | undefined): number {
  if (argument === undefined) return 1;
  const value = /^[+-]?\d+$/.test(argument) ? Number(argument) : 0;
  return Math.abs(value) <= 2 ** 31 - 1 ? value : 0;
}

/** mms's SemiPosition::toMazeLocation: half-cell coordinates halved, rounding down. */
const mazeLocation = (pose: Pose) => ({ x: Math.floor(pose.hx / 2), y: Math.floor(pose.hy / 2) });
