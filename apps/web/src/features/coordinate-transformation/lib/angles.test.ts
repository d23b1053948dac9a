import { describe, expect, it } from 'vitest';
import { degToRad, radToDeg, wrapDegrees, wrapRadians } from './angles.ts';

describe('angles', () => {
  it('converts between degrees and radians', () => {
    expect(degToRad(180)).toBeCloseTo(Math.PI, 12);
    expect(degToRad(-90)).toBeCloseTo(-Math.PI / 2, 12);
    expect(radToDeg(Math.PI / 3)).toBeCloseTo(60, 12);
  });

  it('wraps an angle into (−π, π]', () => {
    expect(wrapRadians(0)).toBe(0);
    expect(wrapRadians(Math.PI)).toBeCloseTo(Math.PI, 12);
    expect(wrapRadians(-Math.PI)).toBeCloseTo(Math.PI, 12);
    expect(wrapRadians(3 * Math.PI)).toBeCloseTo(Math.PI, 12);
    expect(wrapRadians(1.5 * Math.PI)).toBeCloseTo(-0.5 * Math.PI, 12);
    expect(wrapRadians(-7)).toBeCloseTo(-7 + 2 * Math.PI, 12);
  });

  it('wraps degrees into (−180°, 180°]', () => {
    expect(wrapDegrees(270)).toBeCloseTo(-90, 9);
    expect(wrapDegrees(-190)).toBeCloseTo(170, 9);
    expect(wrapDegrees(180)).toBeCloseTo(180, 9);
  });
});
