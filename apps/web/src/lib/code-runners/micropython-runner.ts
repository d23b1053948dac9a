/**
 * The MicroPython lab's runner: micropython.worker.ts behind the common runner interface. The port
 * has no interrupt flag to poll, so Stop terminates the worker at once and loads a fresh one (a
 * fraction of a second from the browser's cache), which also resets the virtual board.
 *
 * Where the page shares memory with the worker, the worker writes the pins there as the program sets
 * them, and this runner reads them once per animation frame while a program runs (`watchBoardPins`):
 * the board shows an LED the program lit before a busy loop, which no message from the busy worker
 * could. Elsewhere the worker sends the pins in messages.
 */
import { startWorkerEarly } from './early-workers.ts';
import { clearBoardPins, createBoardInputs, readBoardPins, type BoardState } from './virtual-board.ts';
import { createWorkerRunner, type CodeRunner, type CodeRunnerEvents } from './worker-runner.ts';

const createMicroPythonWorker = () =>
  new Worker(new URL('./micropython.worker.ts', import.meta.url), {
    type: 'module',
    name: 'micropython',
  });

/**
 * Called by the lab's route loader: MicroPython loads while the page renders, and gets its board's
 * inputs at once (the page's board then uses the same memory: `earlySharedMemory`).
 */
export const startMicroPythonEarly = () =>
  startWorkerEarly('micropython', createMicroPythonWorker, { load: { shared: createBoardInputs } });

export function createMicroPythonRunner(
  events: CodeRunnerEvents<BoardState>,
  inputs: SharedArrayBuffer | null,
): CodeRunner {
  const runner = createWorkerRunner<BoardState>({
    ...events,
    shared: inputs,
    canInterrupt: false,
    createWorker: createMicroPythonWorker,
    earlyWorker: 'micropython',
  });
  if (!inputs) return runner;
  const memory = new Int32Array(inputs);
  return {
    ...runner,
    async run(code, stdin) {
      // The last run's pins must not show for a frame before the worker resets them.
      clearBoardPins(memory);
      const stopWatching = watchBoardPins(memory, (board) => events.onDevice?.(board));
      try {
        return await runner.run(code, stdin);
      } finally {
        stopWatching();
      }
    },
  };
}

interface Frames {
  request: (callback: () => void) => number;
  cancel: (handle: number) => void;
}

const animationFrames: Frames = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

/**
 * Reads the pins the worker writes to `memory` at every frame and calls `onChange` when they changed,
 * and once more when stopped (the run's last state). Returns the function that stops it.
 */
export function watchBoardPins(
  memory: Int32Array,
  onChange: (board: BoardState) => void,
  frames: Frames = animationFrames,
): () => void {
  let seenVersion = -1;
  const look = () => {
    const pins = readBoardPins(memory);
    if (!pins || pins.version === seenVersion) return;
    seenVersion = pins.version;
    onChange(pins.board);
  };
  let handle = 0;
  const frame = () => {
    look();
    handle = frames.request(frame);
  };
  frame();
  return () => {
    frames.cancel(handle);
    look();
  };
}
