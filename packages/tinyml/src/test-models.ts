/**
 * Models with seeded random weights for the tests: the quantisation and the C export are checked on
 * shapes the lab trains (sine regression 1→16→16→1, a gesture classifier 75→12→4 with softmax).
 */
import type { DenseLayer, DenseModel } from './dense-model.ts';
import { gaussian, seededRandom, type Random } from '@tinkerlabs/random/seeded-random';

function randomLayer(random: Random, inputs: number, outputs: number, activation: DenseLayer['activation']) {
  const spread = Math.sqrt(2 / inputs); // He initialisation, as a trained ReLU layer roughly has
  return {
    weights: Array.from({ length: outputs }, () =>
      Array.from({ length: inputs }, () => spread * gaussian(random)),
    ),
    bias: Array.from({ length: outputs }, () => 0.1 * gaussian(random)),
    activation,
  };
}

export function randomDenseModel(seed: number, sizes: number[], softmax = false): DenseModel {
  const random = seededRandom(seed);
  const layers = sizes
    .slice(1)
    .map((outputs, index) =>
      randomLayer(random, sizes[index]!, outputs, index === sizes.length - 2 ? 'linear' : 'relu'),
    );
  return { layers, softmax };
}

/** Evenly spaced inputs over [low, high] for a one-input model. */
export function evenlySpaced(count: number, low: number, high: number): number[][] {
  return Array.from({ length: count }, (_, index) => [low + ((high - low) * index) / (count - 1)]);
}
