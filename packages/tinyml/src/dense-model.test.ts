import { describe, expect, it } from 'vitest';
import { forwardLayers, modelSizes, predictFloat, softmax, type DenseModel } from './dense-model.ts';

const model: DenseModel = {
  layers: [
    {
      weights: [
        [1, -1],
        [0.5, 2],
      ],
      bias: [0, -1],
      activation: 'relu',
    },
    { weights: [[2, 1]], bias: [0.5], activation: 'linear' },
  ],
  softmax: false,
};

describe('float dense forward pass', () => {
  it('matches a forward pass computed by hand', () => {
    // input (1, 3): layer 0 = relu(1 − 3, 0.5 + 6 − 1) = (0, 5.5); layer 1 = 2·0 + 5.5 + 0.5 = 6
    expect(forwardLayers(model, [1, 3])).toEqual([[0, 5.5], [6]]);
    expect(predictFloat(model, [1, 3])).toEqual([6]);
  });

  it('applies softmax at the end of a classifier', () => {
    // logits (0, ln 3) → (1/4, 3/4)
    const probabilities = softmax([0, Math.log(3)]);
    expect(probabilities[0]).toBeCloseTo(0.25, 12);
    expect(probabilities[1]).toBeCloseTo(0.75, 12);
    expect(softmax([1000, 1000])).toEqual([0.5, 0.5]); // no overflow
  });

  it('counts parameters and bytes', () => {
    // 6 weights + 3 biases: float 36 bytes; int8 6 + 3·4 = 18 bytes
    expect(modelSizes(model)).toEqual({ parameters: 9, floatBytes: 36, int8Bytes: 18 });
  });
});
