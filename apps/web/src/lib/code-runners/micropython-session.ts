/**
 * MicroPython programs run as on a board: each run starts as after a soft reset (Ctrl-D), in a fresh
 * instance of the port (micropython-instance.ts), so nothing one program changes (a global, a module,
 * `builtins.__import__`) reaches the next; it gets the virtual board's `machine` module and an input()
 * that reads the lines it was given. Its timers and pin interrupts keep it running after its last
 * line, as on a board, until none is left; the page's Stop ends it by ending the worker.
 *
 * A run ends 'ok' when its program (and then its callbacks) finished, or it called sys.exit() or
 * sys.exit(0); 'error' for an exception (its traceback on standard error) or another exit status,
 * written as the Python lab does ("Exit status 3", or the message given to sys.exit).
 */
import { createVirtualBoardRun, type BoardIo, type VirtualBoardRun } from './micropython-board.ts';
import type { MicroPython, PythonError } from './micropython-instance.ts';
import { machineModuleSource } from './micropython-machine.ts';
import { clearBoardPins } from './virtual-board.ts';

export type Stream = 'stdout' | 'stderr';

export interface MicroPythonRunIo extends BoardIo {
  /** The lines input() reads, in order; after the last one it raises EOFError. */
  stdin: string[];
  write(stream: Stream, text: string): void;
  /** Called after the callbacks that ran while the program had ended: send what is waiting. */
  idle(): void;
}

export interface MicroPythonSession {
  /** Runs `code` in a fresh instance; `signal` ends the wait for its timers and interrupts. */
  run(code: string, io: MicroPythonRunIo, signal?: AbortSignal): Promise<'ok' | 'error'>;
}

/** Makes an instance of the port that writes to `stdout` and `stderr`. */
export type CreateMicroPython = (output: Record<Stream, (bytes: Uint8Array) => void>) => Promise<MicroPython>;

/** The longest wait between two looks at the button while only interrupts keep the program running. */
const idlePollMs = 10;
/** The longest wait for a timer (setTimeout takes no more than 2^31 - 1 ms; a timer may wait longer). */
const longestIdleMs = 1000;

/** Makes the first instance at once, so that the first run starts without waiting for one. */
export async function loadMicroPythonSession(create: CreateMicroPython): Promise<MicroPythonSession> {
  let io: MicroPythonRunIo | null = null;
  let decoders = { stdout: new TextDecoder(), stderr: new TextDecoder() };
  const output = {
    stdout: (bytes: Uint8Array) => io?.write('stdout', decoders.stdout.decode(bytes, { stream: true })),
    stderr: (bytes: Uint8Array) => io?.write('stderr', decoders.stderr.decode(bytes, { stream: true })),
  };
  let fresh: MicroPython | null = await create(output);

  return {
    async run(code, runIo, signal) {
      const python = fresh ?? (await create(output));
      fresh = null;
      io = runIo;
      decoders = { stdout: new TextDecoder(), stderr: new TextDecoder() };
      try {
        clearBoardPins(runIo.memory);
        const board = createVirtualBoardRun(runIo);
        prepare(python, board, runIo.stdin);
        const ending = runMain(python, code);
        if (ending) return report(ending, runIo);
        if (!board.callbacks.active) return 'ok';
        return await runCallbacks(board, runIo, signal);
      } finally {
        io = null;
      }
    },
  };
}

/** Sets up the instance as a board's boot does; the program's globals are left empty. */
function prepare(python: MicroPython, board: VirtualBoardRun, stdin: string[]) {
  const lines = stdin.slice();
  python.registerJsModule('_board', board.module);
  // The port's own input() waits for a terminal forever; this one reads "Program input".
  python.registerJsModule('_console', { read_line: () => lines.shift() ?? null });
  python.FS.writeFile('/machine.py', machineModuleSource);
  python.runPython(setupSource);
}

// Runs in a function, so that __main__ keeps none of its names. Importing `machine` here wraps
// time.sleep* before the program imports them.
const setupSource = `
def _setup():
    import builtins, _console
    __import__("machine")
    def input(prompt=""):
        if prompt:
            print(prompt, end="")
        line = _console.read_line()
        if line is None:
            raise EOFError
        return line
    builtins.input = input
_setup()
del _setup
`;

/** How the program ended early: null when it ran to its end (its callbacks may go on). */
type Ending = { status: 'ok' } | { status: 'error'; message: string } | null;

function runMain(python: MicroPython, code: string): Ending {
  try {
    python.runPython(code);
    return null;
  } catch (error) {
    return pythonEnding(error);
  }
}

function pythonEnding(error: unknown): Exclude<Ending, null> {
  const pythonError = error as Partial<PythonError>;
  if (pythonError.type === 'SystemExit') return exitEnding(pythonError.message ?? '');
  const message = error instanceof Error ? error.message : String(error);
  return { status: 'error', message: `${message.trimEnd()}\n` };
}

/**
 * The ending of a program that raised SystemExit, from the last line of its traceback ("SystemExit: 3").
 * No value, None and 0 are success; a number is an exit status; other values are the message.
 * @example exitEnding('Traceback …\nSystemExit: 3\n') // { status: 'error', message: 'Exit status 3\n' }
 */
export function exitEnding(traceback: string): Exclude<Ending, null> {
  const value = /^SystemExit(?:: ?([\s\S]*))?$/m.exec(traceback)?.[1]?.trimEnd() ?? '';
  if (value === '' || value === 'None' || value === '0') return { status: 'ok' };
  if (/^-?\d+$/.test(value)) return { status: 'error', message: `Exit status ${value}\n` };
  return { status: 'error', message: `${value}\n` };
}

function report(ending: Exclude<Ending, null>, io: MicroPythonRunIo): 'ok' | 'error' {
  if (ending.status === 'error') io.write('stderr', ending.message);
  return ending.status;
}

/**
 * After the program's last line: runs its timer and interrupt callbacks from the worker's event loop
 * until none is set (or `signal` aborts), sending their output after each round.
 */
function runCallbacks(board: VirtualBoardRun, io: MicroPythonRunIo, signal?: AbortSignal) {
  return new Promise<'ok' | 'error'>((resolve) => {
    const nextRound = () => {
      const { callbacks } = board;
      const ms = Math.min(callbacks.msUntilNext(), callbacks.hasInterrupts ? idlePollMs : longestIdleMs);
      setTimeout(round, Math.max(0, ms));
    };
    const round = () => {
      if (signal?.aborted) return resolve('ok');
      let ending: Ending = null;
      try {
        board.runDueCallbacks();
      } catch (error) {
        // The callbacks' own errors are printed in Python: this is the machinery failing (no memory).
        ending = pythonEnding(error);
      }
      io.idle();
      if (ending) return resolve(report(ending, io));
      if (!board.callbacks.active) return resolve('ok');
      nextRound();
    };
    nextRound();
  });
}
