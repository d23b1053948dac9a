/**
 * The mms engine behind a program's standard streams, as mms runs a mouse: each line the program
 * writes to stdout is a command, the answers wait in a queue for its stdin (`input()`), and its
 * stderr lines are the run log. It records what happened exactly as runMouse does (the same trace
 * entries, Reset presses and command limit), for a program that talks in text rather than calls.
 */
import type { Maze } from '@tinkerlabs/maze/maze';
import { MmsSimulator } from '@tinkerlabs/maze/mms/mms-simulator';
import type { RunOptions } from '@tinkerlabs/maze/mms/run-mouse';

/** Splits streamed text into whole lines; the part after the last newline waits for more. */
function lineSplitter(onLine: (line: string) => void) {
  let pending = '';
  return {
    push(text: string) {
      const lines = (pending + text).split('\n');
      pending = lines.pop()!;
      for (const line of lines) onLine(line.replace(/\r$/, ''));
    },
    end() {
      if (pending !== '') onLine(pending.replace(/\r$/, ''));
      pending = '';
    },
  };
}

export function mmsStdioChannel(maze: Maze, options: Required<RunOptions>) {
  const simulator = new MmsSimulator(maze);
  const answers: string[] = [];
  let commands = 0;
  let limitReached = false;

  const stdout = lineSplitter((raw) => {
    const line = raw.trim();
    if (line === '' || limitReached) return; // a blank line is no command (mms ignores it too)
    if (commands >= options.maxCommands) {
      limitReached = true;
      return;
    }
    if (options.resetsAt.includes(commands)) {
      simulator.pressReset();
      options.onEntry({ kind: 'reset' });
    }
    commands += 1;
    const answer = simulator.handle(line);
    options.onEntry({ kind: 'command', command: line, answer });
    if (answer !== null) answers.push(answer);
  });
  const stderr = lineSplitter((text) => {
    if (!limitReached) options.onEntry({ kind: 'log', text });
  });

  return {
    simulator,
    stdout: (text: string) => stdout.push(text),
    stderr: (text: string) => stderr.push(text),
    /** The oldest answer not yet read; null (end of input) once the program has been cut off. */
    stdin: (): string | null => (limitReached ? null : (answers.shift() ?? null)),
    /** True once the program has sent `maxCommands` commands: the caller ends it. */
    get limitReached() {
      return limitReached;
    },
    /** Takes the unfinished last lines as whole ones, as mms does when the program exits. */
    close() {
      stdout.end();
      stderr.end();
    },
  };
}
