/**
 * Replays a run's record into a second mms engine for display. The engine is deterministic, so
 * applying the same commands (and Reset presses) reproduces the state the program saw, at whatever
 * pace the page chooses: each move or turn is one step of the animation, every other command is
 * applied with the move that follows it.
 */
import type { Maze } from '../maze.ts';
import { MmsSimulator } from './mms-simulator.ts';
import type { TraceEntry } from './run-mouse.ts';

export const isMovement = (command: string) => /^\s*(moveForward|turn|ackReset)/.test(command);

export class TraceReplay {
  readonly simulator: MmsSimulator;
  /** Entries applied so far. */
  cursor = 0;
  /** Commands applied so far: where a Reset press lands when the run is repeated with it. */
  commands = 0;

  constructor(maze: Maze) {
    this.simulator = new MmsSimulator(maze);
  }

  apply(entry: TraceEntry): void {
    this.cursor += 1;
    if (entry.kind === 'reset') this.simulator.pressReset();
    if (entry.kind !== 'command') return;
    this.commands += 1;
    this.simulator.handle(entry.command);
  }

  /** Applies entries up to and including `moves` more movement commands; returns the moves made. */
  advance(trace: readonly TraceEntry[], moves: number): number {
    let made = 0;
    while (this.cursor < trace.length && made < moves) {
      const entry = trace[this.cursor]!;
      this.apply(entry);
      if (entry.kind === 'command' && isMovement(entry.command)) made += 1;
    }
    return made;
  }
}
