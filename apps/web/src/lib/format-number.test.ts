import { describe, expect, it } from 'vitest';
import { formatSignificant, groupThousands } from './format-number.ts';

describe('formatSignificant', () => {
  it('rounds to the significant digits and groups thousands as English does', () => {
    // What the robot pages printed before, through toLocaleString('en').
    const intl = (value: number) => Number(value.toPrecision(3)).toLocaleString('en');
    for (const value of [0, 0.5, 0.567, 0.1, 1, 4.5678, 12.345, 999.9, 1234.5, 12345, 987654.3, -4321.9]) {
      expect(formatSignificant(value, 3)).toBe(intl(value));
    }
  });

  it('keeps every significant digit of a small measure, where toLocaleString stopped at three decimals', () => {
    expect(formatSignificant(0.0123456, 3)).toBe('0.0123'); // toLocaleString: '0.012'
    expect(formatSignificant(0.000123456, 3)).toBe('0.000123'); // toLocaleString: '0'
    expect(formatSignificant(1.5e-9, 2)).toBe('1.5e-9');
  });
});

describe('groupThousands', () => {
  it('groups the whole part as English does and leaves the fraction alone', () => {
    for (const value of [0, 7, 999, 1000, 12500, 1234567, -98765, 2.5, 1234.5678]) {
      expect(groupThousands(value)).toBe(value.toLocaleString('en', { maximumFractionDigits: 20 }));
    }
  });
});
