/**
 * Runs a mouse program against the simulator and records what happened: every command with its
 * answer, and every log line, in order. The record is what the page replays at the chosen speed.
 * A program is stopped after `maxCommands` commands. Presses of the Reset button are given as the
 * command counts at which they happened, so a run can be repeated exactly with a reset added.
 */
import type { Maze } from '../maze.ts';
import { MmsSimulator } from './mms-simulator.ts';
import { createMouseApi, type MouseApi } from './mouse-api.ts';

export type TraceEntry =
  | { kind: 'command'; command: string; answer: string | null }
  | { kind: 'log'; text: string }
  | { kind: 'reset' };

export interface RunOptions {
  maxCommands?: number;
  /** Command counts before which the Reset button is pressed. */
  resetsAt?: readonly number[];
  /** Receives entries as they happen (a worker forwards them in batches). */
  onEntry?: (entry: TraceEntry) => void;
}

export type RunEnd =
  { status: 'finished' } | { status: 'command-limit' } | { status: 'error'; message: string };

export interface RunResult {
  end: RunEnd;
  simulator: MmsSimulator;
  commands: number;
}

class CommandLimit extends Error {}

export function runMouse(maze: Maze, program: (api: MouseApi) => void, options: RunOptions = {}): RunResult {
  const { maxCommands = 200_000, resetsAt = [], onEntry = () => {} } = options;
  const simulator = new MmsSimulator(maze);
  let commands = 0;
  const api = createMouseApi(
    (line) => {
      if (commands >= maxCommands) throw new CommandLimit();
      if (resetsAt.includes(commands)) {
        simulator.pressReset();
        onEntry({ kind: 'reset' });
      }
      commands += 1;
      const answer = simulator.handle(line);
      onEntry({ kind: 'command', command: line, answer });
      return answer;
    },
    (text) => onEntry({ kind: 'log', text }),
  );
  try {
    program(api);
    return { end: { status: 'finished' }, simulator, commands };
  } catch (error) {
    if (error instanceof CommandLimit) return { end: { status: 'command-limit' }, simulator, commands };
    return {
      end: {
        status: 'error',
        message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      },
      simulator,
      commands,
    };
  }
}
