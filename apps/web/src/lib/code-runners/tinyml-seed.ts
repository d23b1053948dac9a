/**
 * Repeatable training in the TinyML lab: while a program runs, `Math.random` is a seeded generator
 * (seed 1 unless the program calls `seed(n)`), so the same program and seed train the same model and
 * write the same C header byte for byte. TensorFlow.js draws every random number it is not given a
 * seed for from `Math.random`: the layers' initialisers (glorotUniform, heNormal … seed their own
 * generator with `Math.random()` when the layer has no `seed`), `model.fit`'s shuffling of the
 * samples each epoch (`util.shuffle`), dropout and `tf.randomUniform` / `tf.randomNormal` without a
 * seed. Seeding that one source makes a learner's program repeatable without asking it to pass a seed
 * to each initialiser, and a program's own `Math.random` repeats too. The generator is put back when
 * the program ends.
 */
import { seededRandom, type Random } from '@tinkerlabs/random/seeded-random';

export const defaultTinyMlSeed = 1;

export interface RunSeed {
  /** The seed the run's numbers come from now. */
  readonly value: number;
  /** Starts the sequence again from `seed` (the program's `seed(n)`). */
  reseed(seed: number): void;
  /** Gives `Math.random` back. */
  restore(): void;
}

/** Replaces `Math.random` with a generator seeded with `seed` until `restore()` is called. */
export function seedMathRandom(seed: number = defaultTinyMlSeed): RunSeed {
  const original = Math.random;
  let value = checkedSeed(seed);
  let random: Random = seededRandom(value);
  Math.random = () => random();
  return {
    get value() {
      return value;
    },
    reseed(next) {
      value = checkedSeed(next);
      random = seededRandom(value);
    },
    restore() {
      Math.random = original;
    },
  };
}

function checkedSeed(seed: number): number {
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > 0xffffffff)
    throw new RangeError(`seed(n) takes a whole number from 0 to 4294967295, not ${String(seed)}.`);
  return seed;
}
