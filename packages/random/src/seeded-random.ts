/**
 * A small seeded pseudo-random generator (mulberry32: 32-bit state, uniform floats in [0, 1)), so
 * generated mazes and datasets, learning runs, workspace clouds and property tests repeat exactly:
 * the same seed gives the same numbers in Node, in a Web Worker and in the page. Plenty for
 * sampling; not for cryptography.
 */

/** A function returning uniform numbers in [0, 1). */
export type Random = () => number;

/** @example const random = seededRandom(42); random(); // 0.6011… */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return function mulberry32() {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, n). */
export function randomInt(random: Random, n: number): number {
  return Math.floor(random() * n);
}

/** A normally distributed number (Box–Muller), mean 0 and standard deviation 1. */
export function gaussian(random: Random): number {
  const u = 1 - random(); // in (0, 1]: the logarithm stays finite
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}
