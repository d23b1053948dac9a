/**
 * The MicroPython lab's worker: the WebAssembly port, compiled once, with a fresh instance for every
 * run (micropython-session.ts) and the virtual board's `machine` module. Where the page shares memory,
 * the pins are written there and the page draws them each frame; otherwise they are sent at most every
 * 15 ms (and always before the program sleeps, and at its end). Stop terminates this worker
 * (MicroPython loads again in a fraction of a second).
 */
import { OutputBatcher, defaultOutputOptions } from '@tinkerlabs/program-output/output-batcher';
import { compileMicroPython, instantiateMicroPython, type LoadMicroPython } from './micropython-instance.ts';
import { loadMicroPythonSession, type MicroPythonSession } from './micropython-session.ts';
import { loadRuntime, runtimeBaseUrls } from './runtime-assets.ts';
import { serveRunner } from './serve-runner.ts';
import { boardMemoryBytes, type BoardState } from './virtual-board.ts';

let session: MicroPythonSession | null = null;
/** The board's memory: the page's, once `load` brings it; until then (or without one) our own. */
let memory: Int32Array<ArrayBufferLike> = new Int32Array(boardMemoryBytes / 4);
let pageReadsPins = false;

serveRunner<BoardState>({
  // Loads as soon as the worker starts (the page may have created it early); `load` then wires the
  // board to the page's shared memory.
  async start(post) {
    const baseUrl = runtimeBaseUrls.micropython;
    session = await loadRuntime(
      baseUrl,
      (loaded, total) => post({ type: 'progress', loaded, total }),
      async () => {
        const [{ loadMicroPython }, compiled] = await Promise.all([
          import(/* @vite-ignore */ `${baseUrl}micropython.mjs`) as Promise<{
            loadMicroPython: LoadMicroPython;
          }>,
          compileMicroPython(`${baseUrl}micropython.wasm`),
        ]);
        return loadMicroPythonSession((output) =>
          instantiateMicroPython(loadMicroPython, compiled, {
            url: `${baseUrl}micropython.wasm`,
            linebuffer: false,
            ...output,
          }),
        );
      },
      { prefetch: ['micropython.wasm'] },
    );
  },
  async load(request) {
    if (request.shared) {
      memory = new Int32Array(request.shared);
      pageReadsPins = true;
    }
    if (!session) throw new Error('MicroPython did not load.');
  },
  async run({ runId, code, stdin }, post) {
    if (!session) throw new Error('MicroPython is not loaded yet.');
    const batcher = new OutputBatcher(defaultOutputOptions, performance.now());
    const sendOutput = () => {
      const chunks = batcher.take(performance.now());
      if (chunks.length > 0) post({ type: 'output', runId, chunks });
    };
    // Without shared memory: the first change goes at once, later ones at most every 15 ms.
    let pins: BoardState | null = null;
    let pinsSentAt = -Infinity;
    const sendPins = () => {
      if (!pins) return;
      post({ type: 'device', runId, state: structuredClone(pins) });
      pins = null;
      pinsSentAt = performance.now();
    };
    const sendWaiting = () => {
      sendPins();
      sendOutput();
    };

    const status = await session.run(code, {
      memory,
      stdin: stdin.length === 0 ? [] : stdin.replace(/\n$/, '').split('\n'),
      write(stream, text) {
        if (batcher.push(stream, text, performance.now()))
          post({ type: 'output', runId, chunks: batcher.take(performance.now()) });
      },
      pause: sendWaiting,
      idle: sendWaiting,
      pinsChanged: pageReadsPins
        ? undefined
        : (board) => {
            pins = board;
            if (performance.now() - pinsSentAt >= 15) sendPins();
          },
    });
    sendPins();
    post({ type: 'output', runId, chunks: batcher.take(performance.now()) });
    post({ type: 'done', runId, status, dropped: batcher.dropped });
  },
});
