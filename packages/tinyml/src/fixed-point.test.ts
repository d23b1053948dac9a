import { describe, expect, it } from 'vitest';
import {
  int32Max,
  int32Min,
  multiplyByQuantizedMultiplier,
  quantizeMultiplier,
  roundHalfAwayFromZero,
  roundingDivideByPowerOfTwo,
  saturatingRoundingDoublingHighMul,
} from './fixed-point.ts';
import { seededRandom } from '@tinkerlabs/random/seeded-random';

describe('quantizeMultiplier', () => {
  it('splits multipliers computed by hand into a Q0.31 mantissa and a shift', () => {
    // 0.5 = 0.5 · 2^0 → 0.5 · 2^31 = 2^30
    expect(quantizeMultiplier(0.5)).toEqual({ multiplier: 2 ** 30, shift: 0 });
    // 0.1 = 0.8 · 2^-3 → round(0.8 · 2^31) = round(1717986918.4) = 1717986918
    expect(quantizeMultiplier(0.1)).toEqual({ multiplier: 1717986918, shift: -3 });
    // 3 = 0.75 · 2^2 → 0.75 · 2^31 = 1610612736
    expect(quantizeMultiplier(3)).toEqual({ multiplier: 1610612736, shift: 2 });
    // 1/127 = (64/127) · 2^-6 → round(1082196484.03) = 1082196484
    expect(quantizeMultiplier(1 / 127)).toEqual({ multiplier: 1082196484, shift: -6 });
  });

  it('halves a mantissa that rounds up to 2^31 and keeps zero as zero', () => {
    // 1 − 2^-40 has a mantissa just under 1, which rounds to 2^31: it becomes 2^30 with shift 1.
    expect(quantizeMultiplier(1 - 2 ** -40)).toEqual({ multiplier: 2 ** 30, shift: 1 });
    expect(quantizeMultiplier(0)).toEqual({ multiplier: 0, shift: 0 });
    expect(() => quantizeMultiplier(-1)).toThrow(RangeError);
  });

  it('represents random multipliers to within 2^-31 relative error', () => {
    const random = seededRandom(11);
    for (let n = 0; n < 2000; n++) {
      const real = 10 ** (-6 + 7 * random());
      const { multiplier, shift } = quantizeMultiplier(real);
      expect(multiplier).toBeGreaterThanOrEqual(2 ** 30);
      expect(multiplier).toBeLessThan(2 ** 31);
      expect(Math.abs(multiplier * 2 ** (shift - 31) - real) / real).toBeLessThanOrEqual(2 ** -31);
    }
  });
});

describe('rounding', () => {
  it('rounds values half away from zero', () => {
    expect([2.5, -2.5, 0.49, -0.5, 1.5].map(roundHalfAwayFromZero)).toEqual([3, -3, 0, -1, 2]);
  });

  it('rounds the high multiply to nearest with ties upwards, as gemmlowp does', () => {
    // 101 · 2^30 · 2 / 2^32 = 50.5 → 51;  −101 … = −50.5 → −50;  100 … = 50 exactly
    expect(saturatingRoundingDoublingHighMul(101, 2 ** 30)).toBe(51);
    expect(saturatingRoundingDoublingHighMul(-101, 2 ** 30)).toBe(-50);
    expect(saturatingRoundingDoublingHighMul(100, 2 ** 30)).toBe(50);
    // 3 · 0.75 = 2.25 → 2; −3 · 0.75 = −2.25 → −2
    expect(saturatingRoundingDoublingHighMul(3, 1610612736)).toBe(2);
    expect(saturatingRoundingDoublingHighMul(-3, 1610612736)).toBe(-2);
    expect(saturatingRoundingDoublingHighMul(int32Min, int32Min)).toBe(int32Max);
  });

  it('divides by a power of two rounding half away from zero', () => {
    // 3/2 = 1.5 → 2; −3/2 → −2; −5/4 = −1.25 → −1; 6/4 = 1.5 → 2; 5/4 → 1
    expect(roundingDivideByPowerOfTwo(3, 1)).toBe(2);
    expect(roundingDivideByPowerOfTwo(-3, 1)).toBe(-2);
    expect(roundingDivideByPowerOfTwo(-5, 2)).toBe(-1);
    expect(roundingDivideByPowerOfTwo(6, 2)).toBe(2);
    expect(roundingDivideByPowerOfTwo(5, 2)).toBe(1);
    expect(roundingDivideByPowerOfTwo(7, 0)).toBe(7);
  });
});

describe('multiplyByQuantizedMultiplier', () => {
  it('applies multipliers computed by hand', () => {
    // 16256 · (1/127) = 128 exactly; the Q0.31 mantissa is a hair above 64/127 and the result rounds.
    expect(multiplyByQuantizedMultiplier(16256, quantizeMultiplier(1 / 127))).toBe(128);
    // 1000 · 0.1 = 100; −1000 · 0.1 = −100; 7 · 3 = 21 (a left shift of 2)
    expect(multiplyByQuantizedMultiplier(1000, quantizeMultiplier(0.1))).toBe(100);
    expect(multiplyByQuantizedMultiplier(-1000, quantizeMultiplier(0.1))).toBe(-100);
    expect(multiplyByQuantizedMultiplier(7, quantizeMultiplier(3))).toBe(21);
  });

  it('stays within one unit of the real product for random inputs', () => {
    const random = seededRandom(5);
    for (let n = 0; n < 5000; n++) {
      const real = 10 ** (-5 + 5.5 * random()); // up to ≈ 3.2
      const x = Math.round((random() * 2 - 1) * 2 ** 22);
      const result = multiplyByQuantizedMultiplier(x, quantizeMultiplier(real));
      expect(Number.isInteger(result)).toBe(true);
      expect(Math.abs(result - x * real)).toBeLessThanOrEqual(1);
    }
  });
});
