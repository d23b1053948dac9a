import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './format-date.ts';

// Built from local parts, so each expectation holds in any time zone the tests run in.
const local = (...parts: [number, number, number, number?, number?]) => new Date(...parts).toISOString();

describe('formatDate', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes day, short month and year in the visitor’s time zone', () => {
    expect(formatDate(local(2026, 10, 21, 14, 5))).toBe('21 Nov 2026');
    expect(formatDate(local(2025, 0, 1))).toBe('1 Jan 2025');
    expect(formatDate(local(1999, 11, 31, 23, 59))).toBe('31 Dec 1999');
  });

  it('adds the time on the 24-hour clock, with two-digit hours and minutes', () => {
    expect(formatDateTime(local(2026, 10, 21, 14, 5))).toBe('21 Nov 2026, 14:05');
    expect(formatDateTime(local(2026, 4, 3, 0, 0))).toBe('3 May 2026, 00:00');
    expect(formatDateTime(local(2026, 8, 30, 9, 41))).toBe('30 Sep 2026, 09:41');
  });

  it('writes the time alone on the 24-hour clock', () => {
    expect(formatTime(local(2026, 10, 21, 14, 5))).toBe('14:05');
    expect(formatTime(local(2026, 4, 3, 0, 0))).toBe('00:00');
  });

  it('refuses what is not a date, as Intl did, rather than printing NaN', () => {
    expect(() => formatDate('yesterday')).toThrow(RangeError);
    expect(() => formatDateTime('')).toThrow(RangeError);
  });

  it('never creates an Intl formatter, on import or in use (its first one costs a page 40–100 ms)', async () => {
    const created = vi.spyOn(Intl, 'DateTimeFormat');
    vi.resetModules();
    const fresh = await import('./format-date.ts');
    fresh.formatDate(local(2026, 10, 21));
    fresh.formatDateTime(local(2026, 10, 21, 8, 0));
    expect(created).not.toHaveBeenCalled();
  });
});
