import { describe, expect, it } from 'vitest';
import { coordinateLessonHref, readAttitudeStart, readBodyStart } from './lab-address.ts';

const searchOf = (href: string) => new URL(href, 'https://tinkerlabs.test').searchParams;

describe('the coordinate lesson’s address', () => {
  it('reads back a 2D pose and scrolls to its section', () => {
    const href = coordinateLessonHref('pose2d', [1, 0.5, 30]);
    expect(href).toBe('/coordinate-transformation-d3?pose=1%2C0.5%2C30#frames-heading');
    expect(readBodyStart(searchOf(href))).toEqual({ x: 1, y: 0.5, angleDeg: 30 });
    expect(readAttitudeStart(searchOf(href))).toBeNull();
  });

  it('reads back an attitude', () => {
    const href = coordinateLessonHref('euler', [30, 20, 10]);
    expect(href.endsWith('#euler-heading')).toBe(true);
    expect(readAttitudeStart(searchOf(href))).toEqual({ yawDeg: 30, pitchDeg: 20, rollDeg: 10 });
  });

  it('brings values onto the sliders’ steps and ranges, and ignores malformed ones', () => {
    expect(readBodyStart(new URLSearchParams('pose=9,-0.04,270'))).toEqual({ x: 4, y: 0, angleDeg: -90 });
    expect(readAttitudeStart(new URLSearchParams('euler=190.4,120,-30'))).toEqual({
      yawDeg: -170,
      pitchDeg: 90,
      rollDeg: -30,
    });
    expect(readBodyStart(new URLSearchParams('pose=1,2'))).toBeNull();
    expect(readAttitudeStart(new URLSearchParams('euler=1,,3'))).toBeNull();
  });
});
