import { describe, expect, it } from 'vitest';
import { formatValue, valueFill } from './value-colour.ts';

describe('valueFill', () => {
  it('is green for gains, red for losses, stronger for larger values', () => {
    expect(valueFill(0.5, 1).colour).toBe('#16a34a');
    expect(valueFill(-0.5, 1).colour).toBe('#dc2626');
    expect(valueFill(1, 1).opacity).toBeGreaterThan(valueFill(0.1, 1).opacity);
    expect(valueFill(0, 1).opacity).toBe(0);
    expect(valueFill(3, 1).opacity).toBeCloseTo(0.5);
  });
});

describe('formatValue', () => {
  it('prints two decimals with a real minus sign', () => {
    expect(formatValue(0.8567)).toBe('0.86');
    expect(formatValue(-1)).toBe('−1.00');
    expect(formatValue(-0.001)).toBe('0.00');
  });

  it('prints as many decimals as a textbook does when told', () => {
    expect(formatValue(0.38776, 3)).toBe('0.388');
    expect(formatValue(-13.9987, 1)).toBe('−14.0');
    expect(formatValue(-0.0004, 3)).toBe('0.000');
  });
});
