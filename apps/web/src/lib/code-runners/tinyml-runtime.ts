/**
 * TensorFlow.js for the TinyML lab, and the running of a program: the visitor's JavaScript runs as
 * an async function with `tf` (core and layers, on the CPU backend), the lab's helpers (`data`,
 * `seed`, `train`, `report`: tinyml-helpers.ts), `input()` / `stdin` for "Program input" and a
 * `console` whose log goes to the output (stdout) and whose errors go to stderr. `Math.random` is
 * seeded while the program runs (tinyml-seed.ts), so a run repeats exactly. This module is its own
 * chunk (see tinyml.worker.ts), loaded only by the TinyML lab's worker; the tests run it in Node.
 *
 * The CPU backend is the only one bundled: its kernels are float32 loops in a fixed order, so a seed
 * gives the same weights on every run in the same browser (WebGL's reductions on the GPU promise no
 * such order, and differ between devices). The page says which backend trained the model.
 */
import '@tensorflow/tfjs-backend-cpu';
import * as tfCore from '@tensorflow/tfjs-core';
import * as tfLayers from '@tensorflow/tfjs-layers';
import { OutputBatcher, defaultOutputOptions } from '@tinkerlabs/program-output/output-batcher';
import type { OutputStream, RunnerEvent, RunnerRequest } from './runner-protocol.ts';
import type { TinyMlDeviceState } from './tinyml-device.ts';
import { createTinyMlHelpers, type TinyMlSink } from './tinyml-helpers.ts';
import { seedMathRandom } from './tinyml-seed.ts';

export type TensorFlow = typeof tfCore & typeof tfLayers;

export interface TinyMlRuntime {
  run(
    request: Extract<RunnerRequest, { type: 'run' }>,
    post: (event: RunnerEvent<TinyMlDeviceState>) => void,
  ): Promise<void>;
}

type ProgramFunction = (...scope: unknown[]) => Promise<unknown>;
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...parameters: string[]
) => ProgramFunction;

/** The lines V8 puts before the body of a `new AsyncFunction(…)` (its header and parameters). */
const headerLines = 2;

export async function createTinyMlRuntime(): Promise<TinyMlRuntime> {
  await tfCore.setBackend('cpu');
  await tfCore.ready();
  const tf: TensorFlow = Object.freeze({ ...tfCore, ...tfLayers });
  return { run: (request, post) => runProgram(tf, request, post) };
}

async function runProgram(
  tf: TensorFlow,
  { runId, code, stdin }: Extract<RunnerRequest, { type: 'run' }>,
  post: (event: RunnerEvent<TinyMlDeviceState>) => void,
) {
  const batcher = new OutputBatcher(defaultOutputOptions, performance.now());
  const flush = () => {
    const chunks = batcher.take(performance.now());
    if (chunks.length > 0) post({ type: 'output', runId, chunks });
  };
  const sink: TinyMlSink = {
    write(stream, text) {
      if (batcher.push(stream, text, performance.now())) flush();
    },
    device(state) {
      flush();
      post({ type: 'device', runId, state });
    },
  };
  const lines = stdin.length === 0 ? [] : stdin.replace(/\n$/, '').split('\n');
  const runSeed = seedMathRandom();
  const scope = {
    tf,
    ...createTinyMlHelpers(tf, sink, runSeed),
    input: () => lines.shift() ?? null,
    stdin,
    console: programConsole(sink.write),
  };
  const timer = setInterval(flush, defaultOutputOptions.intervalMs);
  let status: 'ok' | 'error' = 'ok';
  try {
    const program = new AsyncFunction(...Object.keys(scope), code);
    await program(...Object.values(scope));
  } catch (error) {
    status = 'error';
    sink.write('stderr', `${describeError(error)}\n`);
  } finally {
    runSeed.restore();
    clearInterval(timer);
    flush();
    post({ type: 'done', runId, status, dropped: batcher.dropped });
  }
}

function programConsole(write: (stream: OutputStream, text: string) => void) {
  const writer =
    (stream: OutputStream) =>
    (...values: unknown[]) =>
      write(stream, `${values.map(formatValue).join(' ')}\n`);
  return { log: writer('stdout'), info: writer('stdout'), warn: writer('stderr'), error: writer('stderr') };
}

/** console.log's text for a value: strings as they are, tensors as TensorFlow.js prints them. */
function formatValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof tfCore.Tensor) return value.toString();
  if (value instanceof Error) return describeError(value);
  if (typeof value === 'object' && value !== null) {
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  }
  return String(value);
}

/** "TypeError: x is not a function (line 4)": the line is the program's, found in the stack. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const line = /<anonymous>:(\d+):\d+/.exec(error.stack ?? '')?.[1];
  const where = line && Number(line) > headerLines ? ` (line ${Number(line) - headerLines})` : '';
  return `${error.name}: ${error.message}${where}`;
}
