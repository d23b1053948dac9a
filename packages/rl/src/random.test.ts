import { describe, expect, it } from 'vitest';
import { randomInt, seededRandom } from './random.ts';

describe('seededRandom', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const a = seededRandom(7);
    const b = seededRandom(7);
    const c = seededRandom(8);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
  });

  it('stays in [0, 1) with a mean near one half', () => {
    const random = seededRandom(1);
    const samples = Array.from({ length: 10_000 }, random);
    expect(Math.min(...samples)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...samples)).toBeLessThan(1);
    expect(samples.reduce((s, x) => s + x, 0) / samples.length).toBeCloseTo(0.5, 1);
    expect(new Set(Array.from({ length: 1000 }, () => randomInt(random, 4)))).toEqual(new Set([0, 1, 2, 3]));
  });
});
