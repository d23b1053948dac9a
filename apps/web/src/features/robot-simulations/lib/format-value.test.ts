import { describe, expect, it } from 'vitest';
import { formatValue } from './format-value.ts';

describe('formatValue', () => {
  it('rounds to the given decimals and drops trailing zeros', () => {
    expect(formatValue(12.34567)).toBe('12.346');
    expect(formatValue(30)).toBe('30');
    expect(formatValue(1.25, 1)).toBe('1.3');
  });

  it('never shows a negative zero', () => {
    expect(formatValue(-0.0001, 2)).toBe('0');
  });
});
