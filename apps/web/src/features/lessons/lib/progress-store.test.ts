import type { ProgressRecord } from '@tinkerlabs/contract/learning-progress';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionAnswer, stubApi } from '@/testing/fake-api.ts';
import { mergeRecord } from './progress-store.ts';

const page = '/learninghub/rl/mdps';
const anonymousKey = 'tinkerlabs.progress.anonymous';

const record = (change: Partial<ProgressRecord> = {}): ProgressRecord => ({
  page,
  exerciseId: 'bellman',
  attempts: 1,
  completedAt: null,
  updatedAt: '2026-03-10T12:00:00.000Z',
  ...change,
});

describe('mergeRecord', () => {
  it('takes the incoming record when nothing is stored', () => {
    const incoming = record({ attempts: 3 });
    expect(mergeRecord(undefined, incoming)).toBe(incoming);
  });

  it('keeps the most attempts, whichever side has them', () => {
    expect(mergeRecord(record({ attempts: 5 }), record({ attempts: 2 })).attempts).toBe(5);
    expect(mergeRecord(record({ attempts: 2 }), record({ attempts: 5 })).attempts).toBe(5);
  });

  it('keeps the earliest completion, whichever side has it', () => {
    const early = '2026-03-01T08:00:00.000Z';
    const late = '2026-03-09T08:00:00.000Z';
    expect(mergeRecord(record({ completedAt: late }), record({ completedAt: early })).completedAt).toBe(
      early,
    );
    expect(mergeRecord(record({ completedAt: early }), record({ completedAt: late })).completedAt).toBe(
      early,
    );
  });

  it('keeps a completion when the other side has none, and none when neither has', () => {
    const at = '2026-03-05T08:00:00.000Z';
    expect(mergeRecord(record({ completedAt: null }), record({ completedAt: at })).completedAt).toBe(at);
    expect(mergeRecord(record({ completedAt: at }), record({ completedAt: null })).completedAt).toBe(at);
    expect(mergeRecord(record(), record()).completedAt).toBeNull();
  });

  it('keeps the later update time, and gives the same record merged either way', () => {
    const a = record({ attempts: 4, completedAt: null, updatedAt: '2026-03-10T09:00:00.000Z' });
    const b = record({
      attempts: 1,
      completedAt: '2026-03-02T10:00:00.000Z',
      updatedAt: '2026-03-08T09:00:00.000Z',
    });
    const expected = record({
      attempts: 4,
      completedAt: '2026-03-02T10:00:00.000Z',
      updatedAt: '2026-03-10T09:00:00.000Z',
    });
    expect(mergeRecord(a, b)).toEqual(expected);
    expect(mergeRecord(b, a)).toEqual(expected);
  });

  it('changes nothing when the same record is merged again', () => {
    const stored = record({ attempts: 3, completedAt: '2026-03-02T10:00:00.000Z' });
    expect(mergeRecord(stored, stored)).toEqual(stored);
  });
});

describe('recordAttempt for an anonymous learner', () => {
  let api: ReturnType<typeof stubApi>;

  // The progress and session stores are module singletons: each test loads fresh copies, with the
  // session answered "nobody signed in" by the stand-in API.
  async function signedOutStore() {
    vi.resetModules();
    const session = await import('@/lib/auth/session-store.ts');
    await session.reloadSession();
    expect(session.getAuthState().status).toBe('signed-out');
    return import('./progress-store.ts');
  }

  const stored = (): ProgressRecord[] => JSON.parse(localStorage.getItem(anonymousKey) ?? 'null');
  const progressCalls = () => api.calls.filter((call) => call.path === '/api/me/progress');

  beforeEach(() => {
    localStorage.removeItem(anonymousKey);
    api = stubApi({ 'GET /api/auth/session': sessionAnswer(null) });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.removeItem(anonymousKey);
  });

  it('writes the attempt to local storage and sends nothing to the server', async () => {
    const store = await signedOutStore();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:00:00.000Z'));
    store.recordAttempt(page, 'bellman', false);
    expect(stored()).toEqual([
      { page, exerciseId: 'bellman', attempts: 1, completedAt: null, updatedAt: '2026-03-10T12:00:00.000Z' },
    ]);
    expect(progressCalls()).toEqual([]);
  });

  it('counts each attempt', async () => {
    const store = await signedOutStore();
    store.recordAttempt(page, 'bellman', false);
    store.recordAttempt(page, 'bellman', false);
    store.recordAttempt(page, 'bellman', true);
    expect(stored()).toEqual([expect.objectContaining({ exerciseId: 'bellman', attempts: 3 })]);
  });

  it('keeps the first completion and the latest update time', async () => {
    const store = await signedOutStore();
    vi.useFakeTimers({ toFake: ['Date'] });
    const times = ['2026-03-10T12:00:00.000Z', '2026-03-10T12:05:00.000Z', '2026-03-11T09:00:00.000Z'];
    vi.setSystemTime(new Date(times[0]!));
    store.recordAttempt(page, 'bellman', false);
    expect(stored()[0]?.completedAt).toBeNull();
    vi.setSystemTime(new Date(times[1]!));
    store.recordAttempt(page, 'bellman', true);
    expect(stored()[0]?.completedAt).toBe(times[1]);
    vi.setSystemTime(new Date(times[2]!));
    store.recordAttempt(page, 'bellman', true);
    store.recordAttempt(page, 'bellman', false);
    expect(stored()).toEqual([
      { page, exerciseId: 'bellman', attempts: 4, completedAt: times[1], updatedAt: times[2] },
    ]);
  });

  it('keeps one record per page and exercise', async () => {
    const store = await signedOutStore();
    store.recordAttempt(page, 'bellman', true);
    store.recordAttempt(page, 'discount', false);
    store.recordAttempt('/learninghub/rl/bandits', 'bellman', false);
    store.recordAttempt(page, 'discount', false);
    const byKey = Object.fromEntries(stored().map((r) => [`${r.page}#${r.exerciseId}`, r.attempts]));
    expect(byKey).toEqual({
      [`${page}#bellman`]: 1,
      [`${page}#discount`]: 2,
      ['/learninghub/rl/bandits#bellman']: 1,
    });
  });

  it('counts on from the records already in local storage', async () => {
    const earlier = record({ attempts: 2, completedAt: '2026-03-01T08:00:00.000Z' });
    localStorage.setItem(anonymousKey, JSON.stringify([earlier]));
    const store = await signedOutStore();
    store.recordAttempt(page, 'bellman', false);
    expect(stored()).toEqual([
      expect.objectContaining({ attempts: 3, completedAt: '2026-03-01T08:00:00.000Z' }),
    ]);
  });

  it('starts afresh when local storage holds something that is not a list', async () => {
    localStorage.setItem(anonymousKey, '{not json');
    const store = await signedOutStore();
    store.recordAttempt(page, 'bellman', true);
    expect(stored()).toEqual([expect.objectContaining({ attempts: 1, completedAt: expect.any(String) })]);
  });

  it('shows the attempt to the components that read the progress', async () => {
    const store = await signedOutStore();
    const { result } = renderHook(() => store.useProgress());
    expect(result.current.records.size).toBe(0);
    act(() => store.recordAttempt(page, 'bellman', true));
    expect(result.current.owner).toBeNull();
    expect(result.current.loaded).toBe(true);
    expect(result.current.records.get(store.progressKey(page, 'bellman'))).toMatchObject({
      attempts: 1,
      completedAt: expect.any(String),
    });
  });
});
