import { describe, expect, it } from 'vitest';
import { anchoredFromWorld, pointInBothFrames, reanchorPoint } from './anchored-point.ts';
import { degToRad } from '../angles.ts';

const pose = { angle: degToRad(90), x: 1, y: 2 };

describe('anchored-point', () => {
  it('keeps a world-fixed point and derives its body coordinates', () => {
    const both = pointInBothFrames(pose, { frame: 'world', coordinates: { x: 1, y: 5 } });
    expect(both.world).toEqual({ x: 1, y: 5 });
    // 3 units along world y, which is the body's x axis after a 90° turn.
    expect(both.body.x).toBeCloseTo(3, 12);
    expect(both.body.y).toBeCloseTo(0, 12);
  });

  it('carries a body-fixed point with the body', () => {
    const both = pointInBothFrames(pose, { frame: 'body', coordinates: { x: 0, y: 1 } });
    expect(both.body).toEqual({ x: 0, y: 1 });
    // The body's y axis points along world −x.
    expect(both.world.x).toBeCloseTo(0, 12);
    expect(both.world.y).toBeCloseTo(2, 12);
  });

  it('re-anchors without moving the point, and places a dragged point in its frame', () => {
    const start = { frame: 'world' as const, coordinates: { x: -2, y: 0.5 } };
    const moved = reanchorPoint(pose, start, 'body');
    expect(moved.frame).toBe('body');
    const world = pointInBothFrames(pose, moved).world;
    expect(world.x).toBeCloseTo(-2, 12);
    expect(world.y).toBeCloseTo(0.5, 12);
    const dragged = anchoredFromWorld(pose, 'body', { x: 1, y: 3 });
    expect(dragged.coordinates.x).toBeCloseTo(1, 12);
    expect(dragged.coordinates.y).toBeCloseTo(0, 12);
    expect(anchoredFromWorld(pose, 'world', { x: 1, y: 3 }).coordinates).toEqual({ x: 1, y: 3 });
  });
});
