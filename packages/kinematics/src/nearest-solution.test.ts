import { describe, expect, it } from 'vitest';
import { pickNearestSolution, unwrapTowardsPose } from './nearest-solution.ts';
import { robots } from './robots.ts';

describe('pickNearestSolution', () => {
  it('keeps the posture closest to the reference', () => {
    const solutions = Float64Array.from([0.5, 1, 100, 0, 0.9, -1, 100, 0]);
    const out: number[] = [];
    const step = pickNearestSolution(robots.scara, solutions, 2, [0.85, -0.95, 100, 0], out);
    expect(out).toEqual([0.9, -1, 100, 0]);
    // The shoulder moved 0.05 rad of its 264° range: the largest relative step.
    expect(step).toBeCloseTo(0.05 / ((264 * Math.PI) / 180), 12);
  });

  it('turns the SCARA roll by whole turns towards the reference instead of spinning the tool', () => {
    const solutions = Float64Array.from([0, 1, 100, -3]);
    const out: number[] = [];
    pickNearestSolution(robots.scara, solutions, 1, [0, 1, 100, 3.2], out);
    expect(out[3]).toBeCloseTo(-3 + 2 * Math.PI, 12);
  });

  it('reports a large step when only a distant posture is left', () => {
    const out: number[] = [];
    const step = pickNearestSolution(
      robots.scara,
      Float64Array.from([0.5, 1, 100, 0]),
      1,
      [0.5, -1, 100, 0],
      out,
    );
    expect(step).toBeGreaterThan(0.3);
  });
});

describe('unwrapTowardsPose', () => {
  const deg = (value: number) => (value * Math.PI) / 180;

  it('takes the SCARA roll the short way round: 170° to −170° is 20° of turn, not 340°', () => {
    const goal = unwrapTowardsPose(robots.scara, [0, 1, 100, deg(-170)], [0, 1, 100, deg(170)]);
    expect(goal[3]).toBeCloseTo(deg(190), 12);
    expect(goal.slice(0, 3)).toEqual([0, 1, 100]);
  });

  it('leaves a roll whose nearer turn is past the limit, and joints that cannot turn a full turn', () => {
    // 350° + 20° would be 370°, past the roll's 360°.
    expect(unwrapTowardsPose(robots.scara, [0, 0, 0, deg(10)], [0, 0, 0, deg(350)])[3]).toBeCloseTo(
      deg(10),
      12,
    );
    const cylindrical = unwrapTowardsPose(robots.cylindrical, [deg(-170), 100, 200], [deg(170), 100, 200]);
    expect(cylindrical[0]).toBeCloseTo(deg(-170), 12);
  });
});
