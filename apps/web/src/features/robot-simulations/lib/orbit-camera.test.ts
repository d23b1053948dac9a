import { describe, expect, it } from 'vitest';
import {
  cameraKeyMove,
  orbitFrom,
  orbitPose,
  pan,
  turn,
  wheelFactor,
  zoom,
  type Vec3,
} from './orbit-camera.ts';

const limits = { minRadius: 10, maxRadius: 1000 };
const close = (a: Vec3, b: Vec3) => a.forEach((value, index) => expect(value).toBeCloseTo(b[index]!, 9));

describe('orbit camera', () => {
  it('gives back the position it was made from', () => {
    const position: Vec3 = [120, 80, -45];
    const target: Vec3 = [10, 20, 5];
    const orbit = orbitFrom(position, target, limits);
    expect(orbit.radius).toBeCloseTo(Math.hypot(110, 60, -50), 9);
    close(orbitPose(orbit).position, position);
    close(orbitPose(orbit).target, target);
  });

  it('turns a full circle for a drag across the view’s height, keeping its distance', () => {
    const orbit = orbitFrom([0, 0, 100], [0, 0, 0], limits);
    const quarter = turn(orbit, -100, 0, 400);
    close(orbitPose(quarter).position, [100, 0, 0]);
    close(orbitPose(turn(orbit, -400, 0, 400)).position, [0, 0, 100]);
  });

  it('stops short of the poles when dragged up or down too far', () => {
    const orbit = orbitFrom([0, 0, 100], [0, 0, 0], limits);
    const top = turn(orbit, 0, 10_000, 400);
    expect(top.polar).toBeGreaterThan(0);
    expect(orbitPose(top).position[1]).toBeCloseTo(100, 3);
    expect(turn(orbit, 0, -10_000, 400).polar).toBeLessThan(Math.PI);
  });

  it('zooms within its limits and ignores a meaningless factor', () => {
    const orbit = orbitFrom([0, 0, 100], [0, 0, 0], limits);
    expect(zoom(orbit, 0.5).radius).toBe(50);
    expect(zoom(orbit, 0.001).radius).toBe(10);
    expect(zoom(orbit, 1e6).radius).toBe(1000);
    expect(zoom(orbit, Number.NaN)).toBe(orbit);
    expect(zoom(orbit, -2)).toBe(orbit);
  });

  it('zooms out for a wheel turned towards the visitor, in pixels, lines or pages', () => {
    expect(wheelFactor(100, 0)).toBeGreaterThan(1);
    expect(wheelFactor(-100, 0)).toBeLessThan(1);
    expect(wheelFactor(3, 1)).toBeCloseTo(wheelFactor(99, 0), 9);
    expect(wheelFactor(1e9, 0)).toBe(wheelFactor(400, 0));
  });

  it('slides the target in the view’s plane, with the camera, by the pointer’s distance on the target', () => {
    // Looking along −Z from +Z: right is +X, up is +Y. With a 90° field of view on a 200 px high view,
    // the target's plane is 2·100 units high, one unit per pixel.
    const orbit = orbitFrom([0, 0, 100], [0, 0, 0], limits);
    const moved = pan(orbit, 10, -20, 200, 90);
    close(moved.target, [-10, -20, 0]);
    expect(moved.radius).toBe(orbit.radius);
    close(orbitPose(moved).position, [-10, -20, 100]);
  });

  it('turns, tilts and zooms by key: A/D and W/S by 15°, + and − by a fifth, within the limits', () => {
    const orbit = orbitFrom([0, 0, 100], [0, 0, 0], limits);
    const move = (key: string, from = orbit) => cameraKeyMove(key)!(from);
    expect(move('d').azimuth - orbit.azimuth).toBeCloseTo(Math.PI / 12, 9);
    expect(move('A').azimuth - orbit.azimuth).toBeCloseTo(-Math.PI / 12, 9);
    expect(move('w').polar - orbit.polar).toBeCloseTo(-Math.PI / 12, 9);
    expect(move('s').polar - orbit.polar).toBeCloseTo(Math.PI / 12, 9);
    expect(move('+').radius).toBeCloseTo(80, 9);
    expect(move('-').radius).toBeCloseTo(125, 9);
    let top = orbit;
    for (let i = 0; i < 20; i += 1) top = move('w', top);
    expect(top.polar).toBeGreaterThan(0);
    let far = orbit;
    for (let i = 0; i < 40; i += 1) far = move('-', far);
    expect(far.radius).toBe(1000);
    expect(cameraKeyMove('ArrowLeft')).toBeNull();
    expect(cameraKeyMove('1')).toBeNull();
  });
});
