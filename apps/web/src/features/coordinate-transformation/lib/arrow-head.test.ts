import { describe, expect, it } from 'vitest';
import { arrowHead, svgPoints } from './arrow-head.ts';

describe('arrow-head', () => {
  it('puts the tip at the end and the base behind it, across the line', () => {
    const [tip, left, right] = arrowHead({ x: 0, y: 0 }, { x: 10, y: 0 }, 4);
    expect(tip).toEqual({ x: 10, y: 0 });
    expect(left!.x).toBeCloseTo(6, 12);
    expect(right!.x).toBeCloseTo(6, 12);
    expect(Math.abs(left!.y - right!.y)).toBeCloseTo(3.6, 12);
  });

  it('collapses to the tip for a zero-length line, and writes SVG points', () => {
    expect(arrowHead({ x: 1, y: 1 }, { x: 1, y: 1 })).toEqual([
      { x: 1, y: 1 },
      { x: 1, y: 1 },
      { x: 1, y: 1 },
    ]);
    expect(svgPoints([{ x: 1, y: 2.346 }])).toBe('1.00,2.35');
  });
});
