/**
 * A small seeded pseudo-random generator (mulberry32), so every learning run, test and benchmark can
 * be repeated exactly: the same seed gives the same episodes in Node, in a Web Worker and in the page.
 */

/** A function returning uniform numbers in [0, 1). */
export type Random = () => number;

/** @example const random = seededRandom(42); random(); // 0.6011… */
export function seededRandom(seed: number): Random {
  let a = seed >>> 0;
  return function mulberry32() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number in [0, n). */
export function randomInt(random: Random, n: number): number {
  return Math.floor(random() * n);
}
