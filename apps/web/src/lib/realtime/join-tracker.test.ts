import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJoinTracker } from './join-tracker.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createJoinTracker', () => {
  it('reports a join not answered within the timeout', () => {
    const timedOut: string[] = [];
    const tracker = createJoinTracker(10_000, (channel) => timedOut.push(channel));
    tracker.sent('reviews', 'r1');
    vi.advanceTimersByTime(9_999);
    expect(timedOut).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(timedOut).toEqual(['reviews']);
    expect(tracker.isPending('reviews')).toBe(false);
  });

  it('matches an answer to its join and stops the clock', () => {
    const timedOut: string[] = [];
    const tracker = createJoinTracker(10_000, (channel) => timedOut.push(channel));
    tracker.sent('me', 'r1');
    expect(tracker.answered('r1')).toBe('me');
    expect(tracker.answered('r1')).toBeNull();
    vi.advanceTimersByTime(20_000);
    expect(timedOut).toEqual([]);
  });

  it('ignores a late answer to a replaced attempt, and forgets everything on clear', () => {
    const timedOut: string[] = [];
    const tracker = createJoinTracker(10_000, (channel) => timedOut.push(channel));
    tracker.sent('me', 'r1');
    tracker.sent('me', 'r2');
    expect(tracker.answered('r1')).toBeNull();
    expect(tracker.isPending('me')).toBe(true);
    tracker.sent('reviews', 'r3');
    tracker.clear();
    vi.advanceTimersByTime(20_000);
    expect(timedOut).toEqual([]);
    expect(tracker.answered('r2')).toBeNull();
  });
});
