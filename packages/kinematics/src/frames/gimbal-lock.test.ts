import { describe, expect, it } from 'vitest';
import { degToRad } from '../angles.ts';
import { eulerZyxToMatrix } from './euler-zyx.ts';
import { gimbalState, lockedAngle, lockedMatrix } from './gimbal-lock.ts';
import { maxAbsDifference } from './row-matrix.ts';
import { matrixColumn } from './rotation-3d.ts';

describe('gimbal-lock', () => {
  it('tells free, near and locked pitches apart', () => {
    expect(gimbalState(degToRad(0))).toBe('free');
    expect(gimbalState(degToRad(60))).toBe('free');
    expect(gimbalState(degToRad(80))).toBe('near');
    expect(gimbalState(degToRad(-89))).toBe('near');
    expect(gimbalState(degToRad(90))).toBe('locked-up');
    expect(gimbalState(degToRad(-90))).toBe('locked-down');
  });

  it('at pitch +90° depends on yaw − roll only', () => {
    const up = (yaw: number, roll: number) =>
      eulerZyxToMatrix({ yaw: degToRad(yaw), pitch: degToRad(90), roll: degToRad(roll) });
    expect(maxAbsDifference(up(60, 20), up(100, 60))).toBeLessThan(1e-12);
    expect(maxAbsDifference(up(60, 20), up(60, 30))).toBeGreaterThan(0.1);
    const alpha = lockedAngle('locked-up', degToRad(60), degToRad(20));
    expect(alpha).toBeCloseTo(degToRad(40), 12);
    expect(maxAbsDifference(lockedMatrix('locked-up', alpha), up(60, 20))).toBeLessThan(1e-12);
  });

  it('at pitch −90° depends on yaw + roll only', () => {
    const down = (yaw: number, roll: number) =>
      eulerZyxToMatrix({ yaw: degToRad(yaw), pitch: degToRad(-90), roll: degToRad(roll) });
    expect(maxAbsDifference(down(60, 20), down(30, 50))).toBeLessThan(1e-12);
    const alpha = lockedAngle('locked-down', degToRad(60), degToRad(20));
    expect(maxAbsDifference(lockedMatrix('locked-down', alpha), down(60, 20))).toBeLessThan(1e-12);
  });

  it('lines the roll axis up with the yaw axis', () => {
    const bodyX = matrixColumn(eulerZyxToMatrix({ yaw: 0.7, pitch: degToRad(90), roll: -0.3 }), 0);
    expect(Math.abs(bodyX[2])).toBeCloseTo(1, 12);
  });
  it('gives the locked angle in (−180°, 180°]', () => {
    expect(lockedAngle('locked-up', degToRad(-180), degToRad(180))).toBeCloseTo(0, 12);
    expect(lockedAngle('locked-down', degToRad(170), degToRad(170))).toBeCloseTo(degToRad(-20), 12);
  });
});
