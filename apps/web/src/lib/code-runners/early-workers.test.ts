import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  earlyLoadOf,
  earlySharedMemory,
  earlyStartTime,
  holdLanguage,
  isEarlyWorkerReady,
  pageStartedMark,
  startWorkerEarly,
  takeEarlyWorker,
} from './early-workers.ts';
import { FakeLanguageWorker as FakeWorker } from '@/testing/fake-language-worker.ts';

function isolated(value: boolean) {
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('crossOriginIsolated', value);
}

afterEach(() => {
  takeEarlyWorker('test');
  // Test files share a worker's modules (vitest.config.ts): a fake left in `created` would be the
  // first one the next file's tests look at.
  FakeWorker.reset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('early workers', () => {
  it('keeps one started worker for the runner that takes it, once', () => {
    isolated(true);
    const create = vi.fn(() => new FakeWorker() as unknown as Worker);
    startWorkerEarly('test', create);
    startWorkerEarly('test', create);
    expect(create).toHaveBeenCalledTimes(1);
    const worker = takeEarlyWorker('test');
    expect(worker).toBe(create.mock.results[0]!.value);
    expect(takeEarlyWorker('test')).toBeUndefined();
  });

  it('starts nothing in a page that is not cross-origin isolated (the runner then starts its own)', () => {
    isolated(false);
    const create = vi.fn(() => new FakeWorker() as unknown as Worker);
    startWorkerEarly('test', create);
    expect(create).not.toHaveBeenCalled();
    expect(takeEarlyWorker('test')).toBeUndefined();
  });

  it('ends a worker nobody took after 30 s, and leaves a taken one alone', () => {
    isolated(true);
    vi.useFakeTimers();
    const left = new FakeWorker();
    startWorkerEarly('test', () => left as unknown as Worker);
    vi.advanceTimersByTime(29_999);
    expect(left.terminated).toBe(false);
    vi.advanceTimersByTime(1);
    expect(left.terminated).toBe(true);
    expect(takeEarlyWorker('test')).toBeUndefined();

    const taken = new FakeWorker();
    startWorkerEarly('test', () => taken as unknown as Worker);
    expect(takeEarlyWorker('test')).toBe(taken);
    vi.advanceTimersByTime(30_000);
    expect(taken.terminated).toBe(false);
  });

  it('does not hand over a worker that failed before anyone listened, and ends it', () => {
    isolated(true);
    const broken = new FakeWorker();
    startWorkerEarly('test', () => broken as unknown as Worker);
    broken.fail();
    expect(takeEarlyWorker('test')).toBeUndefined();
    expect(broken.terminated).toBe(true);
  });

  it('starts none while a runner of the language is alive, and again once it is gone', () => {
    isolated(true);
    const create = vi.fn(() => new FakeWorker() as unknown as Worker);
    const release = holdLanguage('test');
    startWorkerEarly('test', create);
    expect(create).not.toHaveBeenCalled();
    release();
    release(); // twice is once
    startWorkerEarly('test', create);
    expect(create).toHaveBeenCalledTimes(1);
  });

  describe('the worker the page’s HTML started (public/early-worker.js)', () => {
    const pageStarted = (worker: FakeWorker, { name = 'test', failed = false } = {}) => {
      const record = { name, worker: worker as unknown as Worker, startedAt: 12.5, failed, claimed: false };
      vi.stubGlobal('tinkerlabsEarlyWorker', record);
      return record;
    };

    it('is taken over by the first call, with its own start time, and no second worker starts', () => {
      isolated(true);
      const started = new FakeWorker();
      const record = pageStarted(started);
      const create = vi.fn(() => new FakeWorker() as unknown as Worker);
      startWorkerEarly('test', create);
      expect(create).not.toHaveBeenCalled();
      expect(record.claimed).toBe(true);
      // From now on the page's script, if it ran late, would start nothing.
      expect(globalThis.tinkerlabsEarlyWorker).toBeNull();
      const taken = takeEarlyWorker('test');
      expect(taken).toBe(started);
      expect(earlyStartTime(taken!)).toBe(12.5);
      expect(performance.getEntriesByName(pageStartedMark, 'mark').at(-1)).toMatchObject({ detail: 'test' });
    });

    it('is not handed over when its script failed to load, and is ended', () => {
      isolated(true);
      const broken = new FakeWorker();
      pageStarted(broken, { failed: true });
      expect(takeEarlyWorker('test')).toBeUndefined();
      expect(broken.terminated).toBe(true);
    });

    it('is kept for its own language only, and ended when nobody takes it', () => {
      isolated(true);
      vi.useFakeTimers();
      const started = new FakeWorker();
      pageStarted(started, { name: 'other' });
      expect(takeEarlyWorker('test')).toBeUndefined();
      vi.advanceTimersByTime(30_000);
      expect(started.terminated).toBe(true);
      expect(takeEarlyWorker('other')).toBeUndefined();
    });
  });

  describe('with an early load', () => {
    it('sends load at once with a fresh interrupt flag and the lab’s memory, and keeps what the worker says', () => {
      isolated(true);
      const worker = new FakeWorker();
      const board = new SharedArrayBuffer(8);
      startWorkerEarly('test', () => worker as unknown as Worker, { load: { shared: () => board } });
      expect(worker.posted).toHaveLength(1);
      const [request] = worker.posted;
      expect(request).toMatchObject({ type: 'load', shared: board });
      expect(request?.type === 'load' && request.interrupt?.byteLength).toBe(4);
      expect(earlySharedMemory('test')).toBe(board);

      expect(isEarlyWorkerReady('test')).toBe(false);
      worker.say({ type: 'progress', loaded: 10, total: 20 });
      worker.say({ type: 'ready' });
      expect(isEarlyWorkerReady('test')).toBe(true);

      const taken = takeEarlyWorker('test');
      expect(taken).toBe(worker);
      const load = earlyLoadOf(taken!);
      expect(load?.interrupt).toBe(request?.type === 'load' ? request.interrupt : undefined);
      const messages = load!.takeMessages();
      expect(messages.map(({ message }) => message.data)).toEqual([
        { type: 'progress', loaded: 10, total: 20 },
        { type: 'ready' },
      ]);
      expect(messages.every(({ at }) => at > 0 && at <= performance.now())).toBe(true);
      // From then on the taker listens: nothing more is kept.
      worker.say({ type: 'output', runId: 1, chunks: [] });
      expect(load!.takeMessages()).toEqual([]);
    });

    it('sends it to the worker the page’s HTML started, once', () => {
      isolated(true);
      const started = new FakeWorker();
      vi.stubGlobal('tinkerlabsEarlyWorker', {
        name: 'test',
        worker: started as unknown as Worker,
        startedAt: 3,
        failed: false,
        claimed: false,
      });
      startWorkerEarly('test', () => new FakeWorker() as unknown as Worker, { load: {} });
      startWorkerEarly('test', () => new FakeWorker() as unknown as Worker, { load: {} });
      expect(started.posted).toEqual([{ type: 'load', interrupt: expect.any(SharedArrayBuffer) }]);
      expect(earlySharedMemory('test')).toBeNull();
    });

    it('says not ready for a worker whose script failed, and sends nothing where none was asked', () => {
      isolated(true);
      const broken = new FakeWorker();
      startWorkerEarly('test', () => broken as unknown as Worker, { load: {} });
      broken.say({ type: 'ready' });
      broken.fail();
      expect(isEarlyWorkerReady('test')).toBe(false);
      takeEarlyWorker('test');

      const plain = new FakeWorker();
      startWorkerEarly('test', () => plain as unknown as Worker);
      expect(plain.posted).toEqual([]);
      expect(earlyLoadOf(takeEarlyWorker('test')!)).toBeUndefined();
    });
  });

  it('starts a worker in a page without isolation when the language needs none (C++)', () => {
    isolated(false);
    const create = vi.fn(() => new FakeWorker() as unknown as Worker);
    startWorkerEarly('test', create, { needsIsolation: false });
    expect(create).toHaveBeenCalledTimes(1);
    expect(takeEarlyWorker('test')).toBe(create.mock.results[0]!.value);
  });
});
