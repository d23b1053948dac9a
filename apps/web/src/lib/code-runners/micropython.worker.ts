/**
 * The MicroPython lab's worker: the WebAssembly port with a virtual `machine` module. Pin writes
 * update the board's state here and are sent to the page at most every 15 ms (and always before the
 * program sleeps, and at its end); the button and the potentiometer are read from the memory the
 * page shares, so a program polling them in a loop sees a change at once. Stop terminates this
 * worker (MicroPython loads again in a fraction of a second).
 */
import { OutputBatcher, defaultOutputOptions } from '@tinkerlabs/program-output/output-batcher';
import { machineModuleSource } from './micropython-machine.ts';
import { loadRuntime, runtimeBaseUrls } from './runtime-assets.ts';
import type { RunnerEvent } from './runner-protocol.ts';
import { serveRunner } from './serve-runner.ts';
import { buttonPin, inputBytes, inputSlots, potentiometerPin, type BoardState } from './virtual-board.ts';

interface MicroPython {
  runPython(code: string): unknown;
  registerJsModule(name: string, module: object): void;
  FS: { writeFile(path: string, data: string): void };
}

interface PythonError extends Error {
  type: string;
}

let micropython: MicroPython | null = null;
let inputs = new Int32Array(new SharedArrayBuffer(inputBytes));
let board: BoardState = {};
interface RunSink {
  write(stream: 'stdout' | 'stderr', text: string): void;
  device(now?: boolean): void;
  /** Sends what is waiting (output and pins): the program is about to sleep. */
  flush(): void;
}

let sink: RunSink | null = null;
let stdinLines: string[] = [];

serveRunner({
  // Loads as soon as the worker starts (the page may have created it early); `load` then wires the
  // board to the page's shared memory.
  async start(post) {
    const baseUrl = runtimeBaseUrls.micropython;
    const decoders = { stdout: new TextDecoder(), stderr: new TextDecoder() };
    const byteWriter = (stream: 'stdout' | 'stderr') => (byte: Uint8Array) =>
      sink?.write(stream, decoders[stream].decode(byte, { stream: true }));
    micropython = await loadRuntime(
      baseUrl,
      (loaded, total) => post({ type: 'progress', loaded, total }),
      async () => {
        const { loadMicroPython } = (await import(/* @vite-ignore */ `${baseUrl}micropython.mjs`)) as {
          loadMicroPython: (options: object) => Promise<MicroPython>;
        };
        return loadMicroPython({
          url: `${baseUrl}micropython.wasm`,
          linebuffer: false,
          stdout: byteWriter('stdout'),
          stderr: byteWriter('stderr'),
        });
      },
      { prefetch: ['micropython.wasm'] },
    );
    // The board and input() are set up here too, before the page asks: they need nothing from it
    // (the board reads `inputs`, which `load` replaces), and the page's `load` then finds MicroPython
    // ready at once.
    micropython.registerJsModule('_board', boardModule);
    micropython.FS.writeFile('/machine.py', machineModuleSource);
    micropython.runPython('import machine'); // wraps time.sleep* before any program imports them
    // The port's own input() waits for a terminal forever; this one reads "Program input".
    micropython.registerJsModule('_console', { read_line: () => stdinLines.shift() ?? null });
    micropython.runPython(inputSource);
  },
  async load(request) {
    if (request.shared) inputs = new Int32Array(request.shared);
    if (!micropython) throw new Error('MicroPython did not load.');
  },
  run({ runId, code, stdin }, post) {
    const python = micropython;
    if (!python) throw new Error('MicroPython is not loaded yet.');
    board = {};
    stdinLines = stdin.length === 0 ? [] : stdin.replace(/\n$/, '').split('\n');
    const batcher = new OutputBatcher(defaultOutputOptions, performance.now());
    let lastDevice = 0;
    let deviceDirty = false;
    const sendDevice = () => {
      deviceDirty = false;
      lastDevice = performance.now();
      post({ type: 'device', runId, state: structuredClone(board) } satisfies RunnerEvent);
    };
    const runSink: RunSink = {
      write(stream, text) {
        if (batcher.push(stream, text, performance.now()))
          post({ type: 'output', runId, chunks: batcher.take(performance.now()) });
      },
      device(now = false) {
        deviceDirty = true;
        if (now || performance.now() - lastDevice >= 15) sendDevice();
      },
      flush() {
        if (deviceDirty) sendDevice();
        const chunks = batcher.take(performance.now());
        if (chunks.length > 0) post({ type: 'output', runId, chunks });
      },
    };
    sink = runSink;
    sendDevice();
    let status: 'ok' | 'error' = 'ok';
    try {
      // Each run starts from empty globals, as after a reset of the board.
      python.runPython(
        'for _name in [n for n in globals() if not n.startswith("__")]:\n    del globals()[_name]',
      );
      python.runPython(code);
    } catch (error) {
      const pythonError = error as PythonError;
      if (pythonError.type !== 'SystemExit') {
        status = 'error';
        runSink.write('stderr', `${pythonError.message.trimEnd()}\n`);
      }
    } finally {
      if (deviceDirty) sendDevice();
      post({ type: 'output', runId, chunks: batcher.take(performance.now()) });
      post({ type: 'done', runId, status, dropped: batcher.dropped });
      sink = null;
    }
  },
});

// Built in a closure: each run deletes the globals of __main__, where this code runs.
const inputSource = `
import builtins, _console
def _make_input(read_line):
    def input(prompt=""):
        if prompt:
            print(prompt, end="")
        line = read_line()
        if line is None:
            raise EOFError
        return line
    return input
builtins.input = _make_input(_console.read_line)
`;

const pin = (id: number) => (board[id] ??= { mode: 'in', value: 0, duty: 0, freq: 0 });

/** What `machine.py` calls. Every function takes positional arguments only. */
const boardModule = {
  pin_mode(id: number, mode: number) {
    pin(id).mode = mode === 0 ? 'in' : 'out';
    sink?.device();
  },
  pin_write(id: number, value: number) {
    const state = pin(id);
    if (state.mode !== 'pwm') state.mode = 'out';
    state.value = value;
    sink?.device();
  },
  pin_read(id: number): number {
    if (id === buttonPin) return Atomics.load(inputs, inputSlots.button) === 1 ? 0 : 1; // pressed pulls it low
    return board[id]?.value ?? 0;
  },
  pwm_set(id: number, freq: number, duty: number) {
    Object.assign(pin(id), { mode: 'pwm', freq, duty });
    sink?.device();
  },
  pwm_stop(id: number) {
    Object.assign(pin(id), { mode: 'out', value: 0, duty: 0 });
    sink?.device();
  },
  adc_read(id: number): number {
    if (id === potentiometerPin) return Atomics.load(inputs, inputSlots.potentiometer);
    if (id === 30) return 14_000; // the RP2040's temperature sensor, about 27 °C
    return 0;
  },
  /** Called before the program sleeps: the page shows the pins and output as they are for the pause. */
  flush() {
    sink?.flush();
  },
};
