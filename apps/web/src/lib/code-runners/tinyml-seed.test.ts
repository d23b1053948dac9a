// @vitest-environment node
import '@tensorflow/tfjs-backend-cpu';
import * as tf from '@tensorflow/tfjs-core';
import { initializers } from '@tensorflow/tfjs-layers';
import { seededRandom } from '@tinkerlabs/random/seeded-random';
import { afterEach, describe, expect, it } from 'vitest';
import { seedMathRandom, type RunSeed } from './tinyml-seed.ts';

let seed: RunSeed | null = null;
afterEach(() => seed?.restore());

/** What TensorFlow.js draws at random when given no seed: a glorot initialiser, fit's shuffle, dropout. */
function tensorFlowDraws() {
  const kernel = Array.from(initializers.glorotUniform({}).apply([4, 3]).dataSync());
  const order = Array.from({ length: 10 }, (_, index) => index);
  tf.util.shuffle(order);
  const dropped = Array.from(tf.dropout(tf.ones([8]), 0.5).dataSync());
  return { kernel, order, dropped };
}

describe('seedMathRandom', () => {
  it('makes Math.random the seeded generator until restore gives the original back', () => {
    const original = Math.random;
    seed = seedMathRandom(7);
    const expected = seededRandom(7);
    expect([Math.random(), Math.random(), Math.random()]).toEqual([expected(), expected(), expected()]);
    expect(seed.value).toBe(7);
    seed.restore();
    expect(Math.random).toBe(original);
  });

  it('starts the sequence again on reseed, and refuses a seed that is not a 32-bit whole number', () => {
    seed = seedMathRandom();
    expect(seed.value).toBe(1);
    const first = Math.random();
    seed.reseed(1);
    expect(Math.random()).toBe(first);
    expect(() => seed!.reseed(1.5)).toThrow('seed(n) takes a whole number from 0 to 4294967295, not 1.5.');
    expect(() => seed!.reseed(-1)).toThrow(RangeError);
  });

  it('repeats TensorFlow.js initialisers, shuffling and dropout for the same seed, and changes them for another', async () => {
    await tf.setBackend('cpu');
    seed = seedMathRandom(1);
    const first = tensorFlowDraws();
    seed.reseed(1);
    expect(tensorFlowDraws()).toEqual(first);
    seed.reseed(2);
    const other = tensorFlowDraws();
    expect(other.kernel).not.toEqual(first.kernel);
    expect(other.order).not.toEqual(first.order);
  });
});
