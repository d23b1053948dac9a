import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './reconnect-schedule.ts';

describe('reconnectDelay', () => {
  it('waits 1 s, 2 s, 5 s, 10 s, then every 10 s', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(reconnectDelay)).toEqual([
      1000, 2000, 5000, 10000, 10000, 10000, 10000,
    ]);
  });
});
