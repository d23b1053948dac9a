import { describe, expect, it } from 'vitest';
import { epochTicks } from './epoch-ticks.ts';

describe('epochTicks', () => {
  it('gives no tick before training', () => {
    expect(epochTicks(0, 6)).toEqual([]);
  });

  it('gives distinct whole epochs on a short span, never a fraction', () => {
    expect(epochTicks(1, 6)).toEqual([1]);
    expect(epochTicks(2, 6)).toEqual([1, 2]);
    expect(epochTicks(5, 6)).toEqual([1, 2, 3, 4, 5]);
  });

  it('spaces the ticks of a long training nicely, about as many as asked', () => {
    expect(epochTicks(200, 6)).toEqual([50, 100, 150, 200]);
    expect(epochTicks(30, 3)).toEqual([10, 20, 30]);
  });
});
