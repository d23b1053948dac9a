/** A small seeded pseudo-random generator, so workspace clouds and property tests are reproducible. */

/**
 * Mulberry32: 32-bit state, uniform floats in [0, 1). Plenty for sampling; not for cryptography.
 *
 * @example const random = seededRandom(42); random() // 0.6011...
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
