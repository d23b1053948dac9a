import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeLanguageWorker as FakeWorker } from '@/testing/fake-language-worker.ts';
import { startWorkerEarly, takeEarlyWorker } from './early-workers.ts';
import {
  createWorkerRunner as createRunner,
  runtimeLoadMeasure,
  type CodeRunner,
  type WorkerRunnerOptions,
} from './worker-runner.ts';

const createWorker = FakeWorker.create;
const runners: CodeRunner[] = [];
const createWorkerRunner = (options: WorkerRunnerOptions) => {
  const runner = createRunner(options);
  runners.push(runner);
  return runner;
};

// Files share a worker's modules (vitest.config.ts): start from no fake, whatever ran before.
beforeEach(() => FakeWorker.reset());

afterEach(() => {
  for (const runner of runners.splice(0)) runner.dispose();
  takeEarlyWorker('test')?.terminate();
  FakeWorker.reset();
  vi.unstubAllGlobals();
  performance.clearMeasures(runtimeLoadMeasure);
});

describe('a runner taking a worker its route loader sent `load` to', () => {
  it('is ready from what the worker said before, without asking again, and Stop sets that worker’s flag', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('crossOriginIsolated', true);
    startWorkerEarly('test', createWorker, { load: {} });
    const [worker] = FakeWorker.created;
    worker!.say({ type: 'progress', loaded: 5, total: 10 });
    worker!.say({ type: 'ready' });

    const onProgress = vi.fn();
    const runner = createWorkerRunner({ createWorker, earlyWorker: 'test', onProgress, graceMs: 10 });
    await runner.load();
    expect(FakeWorker.created).toHaveLength(1);
    expect(worker!.posted.map((request) => request.type)).toEqual(['load']);
    expect(onProgress).toHaveBeenCalledWith(5, 10);
    expect(performance.getEntriesByName(runtimeLoadMeasure, 'measure')).toHaveLength(1);

    const run = runner.run('print(1)', '');
    await vi.waitFor(() => expect(worker!.posted.at(-1)).toMatchObject({ type: 'run', code: 'print(1)' }));
    const early = worker!.posted[0];
    const flag = new Int32Array(early?.type === 'load' ? early.interrupt! : new SharedArrayBuffer(4));
    const stopped = runner.stop();
    expect(Atomics.load(flag, 0)).toBe(2); // the interrupt the worker holds
    worker!.say({ type: 'done', runId: 1, status: 'interrupted', dropped: 0 });
    await stopped;
    await expect(run).resolves.toEqual({ status: 'interrupted', dropped: 0 });
  });

  it('fails to load when the worker said its runtime failed before the runner listened', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('crossOriginIsolated', true);
    startWorkerEarly('test', createWorker, { load: {} });
    FakeWorker.created[0]!.say({ type: 'load-failed', message: 'The runtime could not be downloaded.' });
    const runner = createWorkerRunner({ createWorker, earlyWorker: 'test' });
    await expect(runner.load()).rejects.toThrow('The runtime could not be downloaded.');
  });

  it('does not take one whose shared memory is not the page’s: it ends it and loads its own', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    vi.stubGlobal('crossOriginIsolated', true);
    startWorkerEarly('test', createWorker, { load: { shared: () => new SharedArrayBuffer(8) } });
    const pages = new SharedArrayBuffer(8);
    const runner = createWorkerRunner({ createWorker, earlyWorker: 'test', shared: pages });
    const loaded = runner.load();
    const [early, own] = FakeWorker.created;
    expect(early!.terminated).toBe(true);
    expect(own!.posted).toEqual([{ type: 'load', interrupt: expect.any(SharedArrayBuffer), shared: pages }]);
    own!.say({ type: 'ready' });
    await loaded;
  });
});
