import { describe, expect, it } from 'vitest';
import { aircraftPanels } from './aircraft-outline.ts';

describe('aircraft-outline', () => {
  it('is symmetric about the x–z plane, as a body frame with y out of the left wing expects', () => {
    const key = ([x, y, z]: readonly number[]) => `${x},${Math.abs(y!)},${z}`;
    const corners = aircraftPanels.flatMap((panel) => panel.corners);
    const left = corners
      .filter(([, y]) => y > 0)
      .map(key)
      .sort();
    const right = corners
      .filter(([, y]) => y < 0)
      .map(key)
      .sort();
    expect(left).toEqual(right);
  });

  it('points its nose along +x and its fin along +z, within about a unit of the origin', () => {
    const corners = aircraftPanels.flatMap((panel) => panel.corners);
    expect(Math.max(...corners.map(([x]) => x))).toBe(1);
    expect(Math.max(...corners.map(([, , z]) => z))).toBeGreaterThan(0.3);
    expect(Math.min(...corners.map(([, , z]) => z))).toBe(0);
    for (const corner of corners) expect(Math.hypot(...corner)).toBeLessThanOrEqual(1.1);
  });
});
