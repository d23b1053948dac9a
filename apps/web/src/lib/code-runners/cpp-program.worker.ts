/**
 * The C++ lab's program worker: runs one compiled WASI program (browser_wasi_shim) with "Program
 * input" as its standard input, sends its output in batches and says how it ended: its exit code,
 * or the trap that stopped it (`abort()` is a trap in WebAssembly). A program that never ends is
 * stopped by the page terminating this worker; the compiler lives in another one and stays loaded.
 */
import { ConsoleStdout, File, OpenFile, WASI } from '@bjorn3/browser_wasi_shim';
import type { ProgramRequest } from './cpp-protocol.ts';
import { failureReason } from './cpp-program-failure.ts';
import { OutputBatcher, defaultOutputOptions } from '@tinkerlabs/program-output/output-batcher';
import type { RunnerEvent } from './runner-protocol.ts';
import { sealWorker } from './seal-worker.ts';

const post = (event: RunnerEvent) => self.postMessage(event);

// The program is WebAssembly with WASI imports only, so it cannot call JavaScript; the worker is
// sealed all the same (seal-worker.ts), since it is handed only bytes and needs no request.
sealWorker();

async function runProgram({ runId, wasm, stdin }: ProgramRequest) {
  const batcher = new OutputBatcher(defaultOutputOptions, performance.now());
  const flush = () => {
    const chunks = batcher.take(performance.now());
    if (chunks.length > 0) post({ type: 'output', runId, chunks });
  };
  const stream = (name: 'stdout' | 'stderr') => {
    const decoder = new TextDecoder();
    return new ConsoleStdout((bytes) => {
      if (batcher.push(name, decoder.decode(bytes, { stream: true }), performance.now())) flush();
    });
  };
  const input = new OpenFile(new File(new TextEncoder().encode(stdin), { readonly: true }));
  const wasi = new WASI(['program'], [], [input, stream('stdout'), stream('stderr')]);
  // The shim's sleep is a busy wait: what was printed before it is shown first.
  const sleep = wasi.wasiImport.poll_oneoff;
  if (sleep) {
    wasi.wasiImport.poll_oneoff = (...args: unknown[]) => {
      flush();
      return sleep(...args);
    };
  }

  let status: 'ok' | 'error' = 'ok';
  try {
    const module = await WebAssembly.compile(wasm);
    const instance = await WebAssembly.instantiate(module, { wasi_snapshot_preview1: wasi.wasiImport });
    const exitCode = wasi.start(instance as Parameters<WASI['start']>[0]);
    if (exitCode !== 0) {
      status = 'error';
      batcher.push('stderr', `The program exited with code ${exitCode}.\n`, performance.now());
    }
  } catch (error) {
    status = 'error';
    batcher.push('stderr', `${failureReason(error)}\n`, performance.now());
  }
  post({ type: 'output', runId, chunks: batcher.take(performance.now()) });
  post({ type: 'done', runId, status, dropped: batcher.dropped });
}

self.addEventListener('message', (message: MessageEvent<ProgramRequest>) => {
  void runProgram(message.data);
});
