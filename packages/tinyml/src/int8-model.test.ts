import { describe, expect, it } from 'vitest';
import { predictFloat, type DenseModel } from './dense-model.ts';
import { predictInt8, quantizeInput, quantizeModel } from './int8-model.ts';
import { seededRandom } from '@tinkerlabs/random/seeded-random';
import { evenlySpaced, randomDenseModel } from './test-models.ts';

describe('int8 quantisation of a dense model', () => {
  it('matches a one-weight model computed by hand', () => {
    /*
     * y = 2x, calibrated on x ∈ {0, 1}: input scale 1/255, zero point −128; output range [0, 2]:
     * scale 2/255, zero point −128; weight 2 → scale 2/127, q = 127; bias 0.
     * M = (1/255)(2/127) / (2/255) = 1/127 → multiplier 1082196484, shift −6.
     * x = 0.5: q = round(127.5) − 128 = 0; acc = (0 + 128) · 127 = 16256; 16256 · M = 128;
     * out q = 128 − 128 = 0 → y = (0 + 128) · 2/255 = 256/255 ≈ 1.00392 (float: 1).
     */
    const model: DenseModel = {
      layers: [{ weights: [[2]], bias: [0], activation: 'linear' }],
      softmax: false,
    };
    const int8 = quantizeModel(model, [[0], [1]]);
    expect(int8.input).toEqual({ scale: 1 / 255, zeroPoint: -128 });
    expect(Array.from(int8.layers[0]!.weights)).toEqual([127]);
    expect(int8.layers[0]!.requantize).toEqual({ multiplier: 1082196484, shift: -6 });
    expect(Array.from(quantizeInput(int8, [0.5]))).toEqual([0]);
    expect(predictInt8(int8, [0.5])).toEqual([Math.fround(256 / 255)]);
  });

  it('quantises biases to int32 with scale inputScale · weightScale', () => {
    // bias 0.5 with input scale 1/255 and weight scale 2/127: 0.5 / (2 / 32385) = 8096.25 → 8096
    const model: DenseModel = {
      layers: [{ weights: [[2]], bias: [0.5], activation: 'linear' }],
      softmax: false,
    };
    expect(Array.from(quantizeModel(model, [[0], [1]]).layers[0]!.bias)).toEqual([8096]);
  });

  it('clamps ReLU layers at the output zero point', () => {
    const model = randomDenseModel(4, [1, 16, 16, 1]);
    const int8 = quantizeModel(model, evenlySpaced(100, -Math.PI, Math.PI));
    for (const layer of int8.layers.slice(0, 2)) expect(layer.activationMin).toBe(layer.output.zeroPoint);
    expect(int8.layers[2]!.activationMin).toBe(-128);
  });

  it('follows the float model closely on random regression models', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const model = randomDenseModel(seed, [1, 16, 16, 1]);
      const inputs = evenlySpaced(200, -Math.PI, Math.PI);
      const int8 = quantizeModel(model, inputs);
      const outputs = inputs.map((input) => predictFloat(model, input)[0]!);
      const range = Math.max(...outputs) - Math.min(...outputs);
      inputs.forEach((input, index) => {
        // Rounding through three layers: about 4 output steps (range / 255) on most seeds, up to 16
        // where the untrained hidden layers span much more than the output (6 % of the range).
        expect(Math.abs(predictInt8(int8, input)[0]! - outputs[index]!)).toBeLessThan(0.08 * range);
      });
    }
  });

  it('keeps most of a random classifier’s decisions and gives probabilities', () => {
    const random = seededRandom(9);
    const model = randomDenseModel(9, [6, 12, 4], true);
    const inputs = Array.from({ length: 300 }, () => Array.from({ length: 6 }, () => random() * 2 - 1));
    const int8 = quantizeModel(model, inputs);
    let agree = 0;
    for (const input of inputs) {
      const float = predictFloat(model, input);
      const quantized = predictInt8(int8, input);
      expect(quantized.reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 5);
      if (argmax(float) === argmax(quantized)) agree++;
    }
    expect(agree / inputs.length).toBeGreaterThan(0.95);
  });

  it('refuses to calibrate on nothing', () => {
    expect(() => quantizeModel(randomDenseModel(1, [1, 1]), [])).toThrow(/calibration/);
  });
});

const argmax = (values: number[]) => values.indexOf(Math.max(...values));
