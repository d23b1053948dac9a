import { describe, expect, it } from 'vitest';
import { downsample } from './downsample.ts';

describe('downsample', () => {
  it('keeps short curves as they are, numbering episodes from 1', () => {
    expect(downsample([3, 4], 10)).toEqual([
      { x: 1, y: 3 },
      { x: 2, y: 4 },
    ]);
  });

  it('averages buckets of a long curve and ends at the last episode', () => {
    const points = downsample([1, 3, 5, 7, 9, 11], 3);
    expect(points).toEqual([
      { x: 2, y: 2 },
      { x: 4, y: 6 },
      { x: 6, y: 10 },
    ]);
  });
});
