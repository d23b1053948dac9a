import { describe, expect, it } from 'vitest';
import { pointRange, poseFromControls, reanchorWithinRange, snapToStep } from './body-controls.ts';

describe('body-controls', () => {
  it('snaps dragged values to the slider grid and limits', () => {
    expect(snapToStep(1.2345, 4)).toBe(1.2);
    expect(snapToStep(-1.26, 4)).toBe(-1.3);
    expect(snapToStep(7, 4)).toBe(4);
    expect(snapToStep(-40, 180, 1)).toBe(-40);
  });

  it('turns the sliders into a pose in radians', () => {
    const pose = poseFromControls({ angleDeg: 90, x: 1, y: -2 });
    expect(pose.angle).toBeCloseTo(Math.PI / 2, 12);
    expect(pose).toMatchObject({ x: 1, y: -2 });
  });

  it('re-anchors a point in place, or as near as the sliders reach', () => {
    const pose = poseFromControls({ angleDeg: 0, x: -4, y: 0 });
    const near = reanchorWithinRange(pose, { frame: 'world', coordinates: { x: -3, y: 1 } }, 'body');
    expect(near).toEqual({ frame: 'body', coordinates: { x: 1, y: 1 } });
    const far = reanchorWithinRange(pose, { frame: 'world', coordinates: { x: 3, y: 1 } }, 'body');
    expect(far.coordinates).toEqual({ x: pointRange, y: 1 });
  });
});
