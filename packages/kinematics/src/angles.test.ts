import { describe, expect, it } from 'vitest';
import { degToRad, radToDeg, wrapAngle, wrapDegrees } from './angles.ts';
import { seededRandom } from '@tinkerlabs/random/seeded-random';

describe('angles', () => {
  it('converts between degrees and radians', () => {
    expect(degToRad(180)).toBe(Math.PI);
    expect(radToDeg(Math.PI / 2)).toBe(90);
    expect(radToDeg(degToRad(-132))).toBeCloseTo(-132, 12);
    expect(degToRad(-90)).toBeCloseTo(-Math.PI / 2, 12);
    expect(radToDeg(Math.PI / 3)).toBeCloseTo(60, 12);
  });

  it('wraps into (−π, π], keeping π and sending −π to π', () => {
    expect(wrapAngle(Math.PI)).toBe(Math.PI);
    expect(wrapAngle(-Math.PI)).toBe(Math.PI);
    expect(wrapAngle((3 * Math.PI) / 2)).toBeCloseTo(-Math.PI / 2, 15);
    expect(wrapAngle(-7 * Math.PI)).toBeCloseTo(Math.PI, 12);
    expect(wrapAngle(0)).toBe(0);
    expect(wrapAngle(3 * Math.PI)).toBeCloseTo(Math.PI, 12);
    expect(wrapAngle(-7)).toBeCloseTo(-7 + 2 * Math.PI, 12);
  });

  it('wraps degrees into (−180°, 180°]', () => {
    expect(wrapDegrees(270)).toBeCloseTo(-90, 9);
    expect(wrapDegrees(-190)).toBeCloseTo(170, 9);
    expect(wrapDegrees(180)).toBeCloseTo(180, 9);
  });

  it('keeps the direction of any angle', () => {
    const random = seededRandom(11);
    for (let i = 0; i < 1000; i++) {
      const angle = (random() - 0.5) * 40;
      const wrapped = wrapAngle(angle);
      expect(wrapped).toBeGreaterThan(-Math.PI);
      expect(wrapped).toBeLessThanOrEqual(Math.PI);
      expect(Math.cos(wrapped)).toBeCloseTo(Math.cos(angle), 12);
      expect(Math.sin(wrapped)).toBeCloseTo(Math.sin(angle), 12);
    }
  });
});
