import { describe, expect, it } from 'vitest';
import { degToRad } from '@tinkerlabs/kinematics/angles';
import { cameraBasis, maxElevation, orbitCamera, projectPoint } from './orthographic-camera.ts';

describe('orthographic-camera', () => {
  it('builds a right-handed orthonormal basis', () => {
    const { right, up, towardViewer } = cameraBasis({ azimuth: 0.8, elevation: 0.3 });
    const dot = (a: readonly number[], b: readonly number[]) => a.reduce((s, v, i) => s + v * b[i]!, 0);
    expect(dot(right, up)).toBeCloseTo(0, 12);
    expect(dot(right, towardViewer)).toBeCloseTo(0, 12);
    expect(dot(up, up)).toBeCloseTo(1, 12);
    const cross = [
      right[1] * up[2] - right[2] * up[1],
      right[2] * up[0] - right[0] * up[2],
      right[0] * up[1] - right[1] * up[0],
    ];
    cross.forEach((v, i) => expect(v).toBeCloseTo(towardViewer[i]!, 12));
  });

  it('looking along −x from the front, shows y to the right and z up, x towards the viewer', () => {
    const basis = cameraBasis({ azimuth: 0, elevation: 0 });
    expect(projectPoint(basis, [0, 1, 0])).toEqual({ x: 1, y: 0, depth: 0 });
    expect(projectPoint(basis, [0, 0, 1])).toEqual({ x: 0, y: 1, depth: 0 });
    expect(projectPoint(basis, [1, 0, 0]).depth).toBe(1);
  });

  it('seen from straight above at 90° azimuth, −x points right', () => {
    const p = projectPoint(cameraBasis({ azimuth: degToRad(90), elevation: 0 }), [-1, 0, 0]);
    expect(p.x).toBeCloseTo(1, 12);
  });

  it('orbits and clamps the elevation short of the poles', () => {
    const moved = orbitCamera({ azimuth: 0, elevation: 0 }, 0.5, 3);
    expect(moved.azimuth).toBe(0.5);
    expect(moved.elevation).toBe(maxElevation);
    expect(orbitCamera(moved, 0, -10).elevation).toBe(-maxElevation);
  });
});
