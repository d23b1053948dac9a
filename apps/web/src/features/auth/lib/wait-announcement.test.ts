import { describe, expect, it } from 'vitest';
import { waitAnnouncement } from './wait-announcement.ts';

describe('waitAnnouncement', () => {
  it('gives the time left in tens of seconds', () => {
    expect(waitAnnouncement(30_000, 0)).toBe('About 30 seconds left before you can sign in.');
    expect(waitAnnouncement(30_000, 50)).toBe('About 20 seconds left before you can sign in.');
    expect(waitAnnouncement(40_000, 0)).toBe('About 40 seconds left before you can sign in.');
  });

  it('changes about every 10 s, not at every step of the bar', () => {
    // A 30 s wait: one step every 300 ms; list the distinct sentences over the whole wait.
    const sentences = new Set(Array.from({ length: 101 }, (_, step) => waitAnnouncement(30_000, step)));
    expect([...sentences]).toEqual([
      'About 30 seconds left before you can sign in.',
      'About 20 seconds left before you can sign in.',
      'About 10 seconds left before you can sign in.',
      'A few seconds left before you can sign in.',
      'Ready: you can sign in now.',
    ]);
  });
});
