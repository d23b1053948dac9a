import { describe, expect, it } from 'vitest';
import { degToRad } from '../angles.ts';
import { eulerZyxToMatrix, matrixToEulerZyx } from './euler-zyx.ts';
import { maxAbsDifference, multiplyMatrices } from './row-matrix.ts';
import { rotateVector, rotationX, rotationY, rotationZ } from './rotation-3d.ts';

const angles = { yaw: degToRad(40), pitch: degToRad(-25), roll: degToRad(70) };

describe('euler-zyx', () => {
  it('matches the textbook closed form of Rz(ψ)Ry(θ)Rx(φ)', () => {
    const { yaw: ψ, pitch: θ, roll: φ } = angles;
    const [cψ, sψ, cθ, sθ, cφ, sφ] = [
      Math.cos(ψ),
      Math.sin(ψ),
      Math.cos(θ),
      Math.sin(θ),
      Math.cos(φ),
      Math.sin(φ),
    ];
    const expected = [
      [cψ * cθ, cψ * sθ * sφ - sψ * cφ, cψ * sθ * cφ + sψ * sφ],
      [sψ * cθ, sψ * sθ * sφ + cψ * cφ, sψ * sθ * cφ - cψ * sφ],
      [-sθ, cθ * sφ, cθ * cφ],
    ];
    expect(maxAbsDifference(eulerZyxToMatrix(angles), expected)).toBeLessThan(1e-12);
  });

  it('equals turns about the fixed world axes in the reverse order, x then y then z', () => {
    const v = [0.3, -1.1, 2] as const;
    const extrinsic = rotateVector(
      rotationZ(angles.yaw),
      rotateVector(rotationY(angles.pitch), rotateVector(rotationX(angles.roll), v)),
    );
    const direct = rotateVector(eulerZyxToMatrix(angles), v);
    extrinsic.forEach((value, i) => expect(value).toBeCloseTo(direct[i]!, 12));
  });

  it('does not commute: another order gives another rotation', () => {
    const xyz = multiplyMatrices(
      multiplyMatrices(rotationX(angles.roll), rotationY(angles.pitch)),
      rotationZ(angles.yaw),
    );
    expect(maxAbsDifference(xyz, eulerZyxToMatrix(angles))).toBeGreaterThan(0.1);
  });

  it('recovers the angles from the matrix away from gimbal lock', () => {
    const back = matrixToEulerZyx(eulerZyxToMatrix(angles));
    expect(back.yaw).toBeCloseTo(angles.yaw, 10);
    expect(back.pitch).toBeCloseTo(angles.pitch, 10);
    expect(back.roll).toBeCloseTo(angles.roll, 10);
  });

  it('at gimbal lock returns angles that give the same rotation, with roll 0', () => {
    for (const pitch of [degToRad(90), degToRad(-90)]) {
      const m = eulerZyxToMatrix({ yaw: degToRad(50), pitch, roll: degToRad(20) });
      const back = matrixToEulerZyx(m);
      expect(back.roll).toBe(0);
      expect(back.pitch).toBeCloseTo(pitch, 6);
      expect(maxAbsDifference(eulerZyxToMatrix(back), m)).toBeLessThan(1e-9);
    }
  });
});
