import { describe, expect, it } from 'vitest';
import { degToRad } from '@tinkerlabs/kinematics/angles';
import { attitudeScene } from './attitude-scene.ts';

const direction = (points: readonly (readonly number[])[]) => {
  const [a, b] = points as [number[], number[]];
  const d = b.map((v, i) => v - a[i]!);
  const n = Math.hypot(...d);
  return d.map((v) => v / n);
};

const item = (items: ReturnType<typeof attitudeScene>, id: string) => items.find((i) => i.id === id)!;

describe('attitude-scene', () => {
  it('draws the body axes along the rotation matrix columns: level flight heading 90° points the nose along y', () => {
    const items = attitudeScene({ yaw: degToRad(90), pitch: 0, roll: 0 });
    const nose = direction(item(items, 'body-x').points);
    expect(nose[0]).toBeCloseTo(0, 12);
    expect(nose[1]).toBeCloseTo(1, 12);
    expect(item(items, 'world-Z').label).toBe('Z');
  });

  it('keeps the roll axis apart from the yaw axis in general', () => {
    const items = attitudeScene({ yaw: 0.4, pitch: degToRad(30), roll: 0.2 });
    const roll = direction(item(items, 'roll-axis').points);
    expect(Math.abs(roll[2]!)).toBeLessThan(0.9);
  });

  it('lays the roll axis onto the yaw axis at gimbal lock', () => {
    const items = attitudeScene({ yaw: 0.4, pitch: degToRad(90), roll: 0.2 });
    const roll = direction(item(items, 'roll-axis').points);
    expect(Math.abs(roll[2]!)).toBeCloseTo(1, 12);
    // The pitch axis stays horizontal whatever the pitch.
    expect(direction(item(items, 'pitch-axis').points)[2]).toBeCloseTo(0, 12);
  });

  it('turns every aircraft panel with the body', () => {
    const level = attitudeScene({ yaw: 0, pitch: 0, roll: 0 });
    const rolled = attitudeScene({ yaw: 0, pitch: 0, roll: degToRad(90) });
    const wingTip = (items: typeof level) => item(items, 'panel-left-wing').points[1]!;
    expect(wingTip(level)[2]).toBeCloseTo(0, 12);
    // Rolling +90° about the nose lifts the left wing (along +y) to point up (+z).
    expect(wingTip(rolled)[2]).toBeCloseTo(0.95 * 1.3, 12);
  });
});
