import { describe, expect, it } from 'vitest';
import { gaussian, randomInt, seededRandom } from './seeded-random.ts';

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

  it('gives the same first number as before it was shared (generated mazes and datasets stay the same)', () => {
    expect(seededRandom(42)()).toBeCloseTo(0.6011037519201636, 15);
  });
});

describe('gaussian', () => {
  it('has mean 0 and standard deviation 1', () => {
    const random = seededRandom(3);
    const samples = Array.from({ length: 20_000 }, () => gaussian(random));
    const mean = samples.reduce((s, x) => s + x, 0) / samples.length;
    const variance = samples.reduce((s, x) => s + (x - mean) ** 2, 0) / samples.length;
    expect(mean).toBeCloseTo(0, 1);
    expect(Math.sqrt(variance)).toBeCloseTo(1, 1);
    expect(samples.every(Number.isFinite)).toBe(true);
  });
});
