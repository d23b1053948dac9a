import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutosave, type SaveFailure, type SaveState } from './autosave.ts';

class Offline extends Error {}
class Stale extends Error {
  constructor(readonly current: unknown) {
    super('stale');
  }
}

const classify = (error: unknown): SaveFailure =>
  error instanceof Stale
    ? { kind: 'conflict', message: 'changed elsewhere', current: error.current }
    : error instanceof Offline
      ? { kind: 'retry', message: 'offline' }
      : { kind: 'refused', message: String(error) };

function setup(save: (snapshot: string) => Promise<void>, initialStatus?: 'new' | 'saved') {
  const states: SaveState[] = [];
  const saveMock = vi.fn(save);
  const autosave = createAutosave({
    save: saveMock,
    classify,
    onState: (s) => states.push(s),
    ...(initialStatus ? { initialStatus } : {}),
  });
  const last = () => states.at(-1)?.status;
  return { autosave, saveMock, states, last };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('autosave', () => {
  it('saves once, 2 s after the last change, with the latest text', async () => {
    const { autosave, saveMock, last } = setup(async () => undefined);
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(1500);
    autosave.change('ab');
    await vi.advanceTimersByTimeAsync(1500);
    expect(saveMock).not.toHaveBeenCalled();
    expect(last()).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(600);
    expect(saveMock).toHaveBeenCalledOnce();
    expect(saveMock).toHaveBeenCalledWith('ab');
    expect(last()).toBe('saved');
    expect(autosave.hasUnsaved()).toBe(false);
  });

  it('a new article stays "new" until its first change, then goes unsaved → saving → saved', async () => {
    const { autosave, states } = setup(async () => undefined, 'new');
    await autosave.flush();
    expect(states).toEqual([]);
    expect(autosave.hasUnsaved()).toBe(false);
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(2000);
    expect(states.map((s) => s.status)).toEqual(['unsaved', 'saving', 'saved']);
  });

  it('flush saves at once (leaving the page)', async () => {
    const { autosave, saveMock } = setup(async () => undefined);
    autosave.change('a');
    await autosave.flush();
    expect(saveMock).toHaveBeenCalledWith('a');
  });

  it('retries a failed save with growing pauses, then succeeds', async () => {
    let failures = 3;
    const { autosave, saveMock, states, last } = setup(async () => {
      if (failures-- > 0) throw new Offline();
    });
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(2000);
    expect(states.at(-1)).toMatchObject({ status: 'retrying', attempt: 1, retryInMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(states.at(-1)).toMatchObject({ status: 'retrying', attempt: 2, retryInMs: 2000 });
    autosave.change('ab'); // typing does not cut the back-off short
    await vi.advanceTimersByTimeAsync(1999);
    expect(saveMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(states.at(-1)).toMatchObject({ status: 'retrying', attempt: 3, retryInMs: 4000 });
    await vi.advanceTimersByTimeAsync(4000);
    expect(saveMock).toHaveBeenCalledTimes(4);
    expect(saveMock).toHaveBeenLastCalledWith('ab');
    expect(last()).toBe('saved');
  });

  it('caps the back-off', async () => {
    const { autosave, states } = setup(async () => {
      throw new Offline();
    });
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(2000 + 1000 + 2000 + 4000 + 8000 + 16000 + 30000);
    expect(states.at(-1)).toMatchObject({ status: 'retrying', retryInMs: 30_000 });
  });

  it('stops on a stale version until the author chooses, and never saves meanwhile', async () => {
    let stale = true;
    const { autosave, saveMock, states, last } = setup(async () => {
      if (stale) throw new Stale({ version: 7 });
    });
    autosave.change('mine');
    await vi.advanceTimersByTimeAsync(2000);
    expect(states.at(-1)).toEqual({
      status: 'conflict',
      message: 'changed elsewhere',
      current: { version: 7 },
    });
    autosave.change('mine, more');
    await vi.advanceTimersByTimeAsync(10_000);
    await autosave.flush();
    expect(saveMock).toHaveBeenCalledTimes(1);
    expect(last()).toBe('conflict');

    stale = false; // "Keep mine": the caller now bases the save on the server's version
    autosave.resume();
    await vi.advanceTimersByTimeAsync(0);
    expect(saveMock).toHaveBeenLastCalledWith('mine, more');
    expect(last()).toBe('saved');
  });

  it('"Use the saved version" drops the pending change', async () => {
    const { autosave, saveMock, last } = setup(async () => {
      throw new Stale({});
    });
    autosave.change('mine');
    await vi.advanceTimersByTimeAsync(2000);
    autosave.discard();
    expect(last()).toBe('saved');
    expect(autosave.hasUnsaved()).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(saveMock).toHaveBeenCalledTimes(1);
  });

  it('a refusal (say a 422) waits for the next change', async () => {
    let refuse = true;
    const { autosave, saveMock, states, last } = setup(async () => {
      if (refuse) throw 'bad link';
    });
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(2000);
    expect(states.at(-1)).toEqual({ status: 'refused', message: 'bad link' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(saveMock).toHaveBeenCalledTimes(1);
    refuse = false;
    autosave.change('b');
    await vi.advanceTimersByTimeAsync(2000);
    expect(last()).toBe('saved');
  });

  it('never sends two saves at once: a change during a save goes out after it', async () => {
    let release: () => void = () => undefined;
    const { autosave, saveMock, last } = setup(() => new Promise<void>((resolve) => (release = resolve)));
    autosave.change('a');
    await vi.advanceTimersByTimeAsync(2000);
    autosave.change('ab');
    await vi.advanceTimersByTimeAsync(2000);
    expect(saveMock).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toBe('unsaved');
    await vi.advanceTimersByTimeAsync(2000);
    expect(saveMock).toHaveBeenLastCalledWith('ab');
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(last()).toBe('saved');
  });
});
