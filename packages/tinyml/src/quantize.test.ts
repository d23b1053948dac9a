import { describe, expect, it } from 'vitest';
import { seededRandom } from '@tinkerlabs/random/seeded-random';
import { activationParams, dequantizeValue, quantizeValue, symmetricWeightParams } from './quantize.ts';

describe('weight quantisation (symmetric)', () => {
  it('uses max|w| / 127 and zero point 0', () => {
    const params = symmetricWeightParams([0.5, -1.27, 0.3]);
    expect(params.scale).toBeCloseTo(0.01, 15);
    expect(params.zeroPoint).toBe(0);
    // 0.5 / 0.01 = 50; −1.27 → −127; 0.305 / 0.01 = 30.5 → 31 (half away from zero)
    expect([0.5, -1.27, 0.305, -0.305].map((w) => quantizeValue(w, { scale: 0.01, zeroPoint: 0 }))).toEqual([
      50, -127, 31, -31,
    ]);
  });

  it('gives an all-zero tensor scale 1', () => {
    expect(symmetricWeightParams([0, 0])).toEqual({ scale: 1, zeroPoint: 0 });
  });
});

describe('activation quantisation (asymmetric)', () => {
  it('chooses scale and zero point computed by hand', () => {
    // [0, 2.55]: scale 2.55 / 255 = 0.01, zero point −128 − 0 / 0.01 = −128
    const relu = activationParams(0, 2.55);
    expect(relu.scale).toBeCloseTo(0.01, 15);
    expect(relu.zeroPoint).toBe(-128);
    // [−1, 1]: scale 2/255, zero point round(−128 + 127.5) = round(−0.5) = −1
    expect(activationParams(-1, 1)).toEqual({ scale: 2 / 255, zeroPoint: -1 });
    // [−2, −1] widens to [−2, 0]: zero point round(−128 + 255) = 127
    expect(activationParams(-2, -1)).toEqual({ scale: 2 / 255, zeroPoint: 127 });
    // [0.5, 3] widens to [0, 3]
    expect(activationParams(0.5, 3)).toEqual({ scale: 3 / 255, zeroPoint: -128 });
  });

  it('clamps values outside the range to −128 … 127', () => {
    const params = activationParams(-1, 1);
    expect(quantizeValue(5, params)).toBe(127);
    expect(quantizeValue(-5, params)).toBe(-128);
  });

  it('keeps 0 exact and every in-range value within half a step, for random ranges', () => {
    const random = seededRandom(3);
    for (let n = 0; n < 500; n++) {
      const a = (random() * 2 - 1) * 10 ** (3 * random() - 1);
      const b = (random() * 2 - 1) * 10 ** (3 * random() - 1);
      const params = activationParams(Math.min(a, b), Math.max(a, b));
      expect(dequantizeValue(quantizeValue(0, params), params)).toBe(0);
      for (let k = 0; k < 20; k++) {
        const value = Math.min(a, b) + random() * Math.abs(a - b);
        const error = Math.abs(dequantizeValue(quantizeValue(value, params), params) - value);
        expect(error).toBeLessThanOrEqual(params.scale / 2 + 1e-12 * Math.abs(value) + 1e-15);
      }
    }
  });
});
