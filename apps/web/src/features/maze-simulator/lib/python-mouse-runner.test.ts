import type { TraceEntry } from '@tinkerlabs/maze/mms/run-mouse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeLanguageWorker as FakeWorker } from '@/testing/fake-language-worker.ts';
import type { MouseProgramRequest } from './mouse-program-runner.ts';
import { pythonMice } from './python-mouse-runner.ts';

const request: MouseProgramRequest = {
  files: [
    { name: 'main.py', text: 'import API\n' },
    { name: 'API.py', text: '' },
  ],
  maze: { width: 2, height: 2, walls: [0, 0, 0, 0], start: { x: 0, y: 0 }, goals: [{ x: 1, y: 1 }] },
  resetsAt: [],
};
const entry: TraceEntry = { kind: 'command', command: 'moveForward', answer: 'ack' };

afterEach(() => {
  FakeWorker.reset();
  vi.unstubAllGlobals();
});

function setUp() {
  vi.stubGlobal('Worker', FakeWorker);
  const onLoading = vi.fn();
  const mice = pythonMice(onLoading);
  return { mice, onLoading };
}

describe('the Python mice', () => {
  it('load Python with the labs’ load messages, then run the files, and keep a worker that finished', async () => {
    const { mice, onLoading } = setUp();
    const onCommandLog = vi.fn();
    const run = mice.runner().start(request, onCommandLog);
    const [worker] = FakeWorker.created;
    expect(worker!.posted).toEqual([{ type: 'load' }]);
    worker!.say({ type: 'progress', loaded: 3, total: 12 });
    expect(onLoading).toHaveBeenLastCalledWith({ loaded: 3, total: 12 });
    worker!.say({ type: 'ready' });
    await vi.waitFor(() => expect(worker!.posted).toHaveLength(2));
    expect(onLoading).toHaveBeenLastCalledWith(null);
    expect(worker!.posted[1]).toMatchObject({ type: 'run', files: request.files, setup: { resetsAt: [] } });
    worker!.say({ type: 'entries', entries: [entry] });
    expect(onCommandLog).toHaveBeenCalledWith([entry]);
    worker!.say({ type: 'end', end: { status: 'finished' } });
    await expect(run).resolves.toEqual({ status: 'finished' });
    expect(worker!.terminated).toBe(false);

    // The next run (a Reset) goes to the same worker at once: Python is loaded there.
    const again = mice.runner().start(request, () => {});
    expect(FakeWorker.created).toHaveLength(1);
    await vi.waitFor(() => expect(worker!.posted).toHaveLength(3));
    expect(worker!.posted[2]).toMatchObject({ type: 'run' });
    worker!.say({ type: 'end', end: { status: 'command-limit' } });
    await expect(again).resolves.toEqual({ status: 'command-limit' });
    expect(worker!.terminated).toBe(true);
  });

  it('end the run with the reason when Python could not be loaded, and end its worker', async () => {
    const { mice } = setUp();
    const run = mice.runner().start(request, () => {});
    const [worker] = FakeWorker.created;
    worker!.say({ type: 'load-failed', message: 'The download stopped.' });
    await expect(run).resolves.toEqual({
      status: 'error',
      message: 'Python could not be loaded: The download stopped.',
    });
    expect(worker!.terminated).toBe(true);
  });

  it('stop while Python loads: the worker is ended and the run never sent', async () => {
    const { mice } = setUp();
    const runner = mice.runner();
    const run = runner.start(request, () => {});
    const [worker] = FakeWorker.created;
    runner.stop();
    await expect(run).resolves.toEqual({ status: 'stopped' });
    expect(worker!.terminated).toBe(true);
    worker!.say({ type: 'ready' });
    await Promise.resolve();
    expect(worker!.posted).toEqual([{ type: 'load' }]);
  });
});
