import { describe, expect, it } from 'vitest';
import { cartPoleConstants, playCartPole, resetCartPole, stepCartPole } from './cartpole.ts';
import { seededRandom } from '@tinkerlabs/random/seeded-random';

describe('cart-pole dynamics', () => {
  it('matches a step computed by hand', () => {
    /*
     * From rest, upright, pushing right (F = +10 N): sin θ = 0, cos θ = 1, total mass 1.1 kg, mp·l = 0.05.
     *   temp = F / 1.1 = 100/11
     *   θ̈ = (g·0 − 1·temp) / (0.5 (4/3 − 0.1/1.1)) = −(100/11) / (41/66) = −600/41 ≈ −14.634
     *   ẍ = temp − 0.05 θ̈ / 1.1 = 100/11 + 300/451 = 4400/451 ≈ 9.756
     * Euler with τ = 0.02 updates positions from the old velocities (both 0), velocities from accelerations:
     *   x = 0, ẋ = 88/451 ≈ 0.19512, θ = 0, θ̇ = −12/41 ≈ −0.29268
     */
    const { state, failed } = stepCartPole({ x: 0, xDot: 0, theta: 0, thetaDot: 0 }, 1);
    expect(failed).toBe(false);
    expect(state.x).toBe(0);
    expect(state.xDot).toBeCloseTo(88 / 451, 12);
    expect(state.theta).toBe(0);
    expect(state.thetaDot).toBeCloseTo(-12 / 41, 12);
  });

  it('is symmetric and moves positions with the old velocities', () => {
    const start = { x: 0.1, xDot: 0.5, theta: 0.05, thetaDot: -0.2 };
    const right = stepCartPole(start, 1).state;
    const mirrored = stepCartPole({ x: -0.1, xDot: -0.5, theta: -0.05, thetaDot: 0.2 }, 0).state;
    expect(right.x).toBeCloseTo(0.1 + 0.02 * 0.5, 12);
    expect(right.theta).toBeCloseTo(0.05 - 0.02 * 0.2, 12);
    expect(mirrored.xDot).toBeCloseTo(-right.xDot, 12);
    expect(mirrored.thetaDot).toBeCloseTo(-right.thetaDot, 12);
  });

  it('fails past 12° or ±2.4 m, and a game stops at 500 steps', () => {
    expect(stepCartPole({ x: 0, xDot: 0, theta: 0.2094, thetaDot: 1 }, 1).failed).toBe(true);
    expect(stepCartPole({ x: 2.39, xDot: 1, theta: 0, thetaDot: 0 }, 1).failed).toBe(true);
    expect(cartPoleConstants.thetaLimit).toBeCloseTo(0.20944, 5);
    const random = seededRandom(1);
    const start = resetCartPole(random);
    expect(Math.max(...Object.values(start).map(Math.abs))).toBeLessThanOrEqual(0.05);
    // Always pushing the same way fails quickly; a good hand-made controller (push towards where
    // the pole is falling) survives the whole game.
    expect(playCartPole(random, () => 1).actions.length).toBeLessThan(30);
    const balanced = playCartPole(random, (s) =>
      s.theta + 0.5 * s.thetaDot + 0.01 * s.x + 0.1 * s.xDot > 0 ? 1 : 0,
    );
    expect(balanced.failed).toBe(false);
    expect(balanced.actions.length).toBe(500);
  });
});
