import { describe, expect, it } from 'vitest';
import {
  PEAK_CURVATURE,
  PEAK_RATE,
  quinticCurvature,
  quinticPosition,
  quinticRate,
  sampleTimes,
} from './quintic-profile.ts';

describe('quintic profile', () => {
  it('goes from 0 to 1 at rest at both ends', () => {
    expect([quinticPosition(0), quinticPosition(1)]).toEqual([0, 1]);
    expect([quinticRate(0), quinticRate(1), quinticCurvature(0), quinticCurvature(1)]).toEqual([0, 0, 0, 0]);
  });

  it('has derivatives matching finite differences and the stated peaks', () => {
    const h = 1e-6;
    let peakRate = 0;
    let peakCurvature = 0;
    for (let tau = 0.01; tau < 1; tau += 0.01) {
      expect(quinticRate(tau)).toBeCloseTo(
        (quinticPosition(tau + h) - quinticPosition(tau - h)) / (2 * h),
        6,
      );
      expect(quinticCurvature(tau)).toBeCloseTo((quinticRate(tau + h) - quinticRate(tau - h)) / (2 * h), 5);
      peakRate = Math.max(peakRate, quinticRate(tau));
      peakCurvature = Math.max(peakCurvature, Math.abs(quinticCurvature(tau)));
    }
    expect(quinticRate(0.5)).toBe(PEAK_RATE);
    expect(peakRate).toBeLessThanOrEqual(PEAK_RATE);
    expect(quinticCurvature(0.5 - Math.sqrt(3) / 6)).toBeCloseTo(PEAK_CURVATURE, 12);
    expect(peakCurvature).toBeLessThanOrEqual(PEAK_CURVATURE);
  });

  it('spaces sample times at most dt apart and ends exactly at the duration', () => {
    const times = sampleTimes(0.105, 0.01);
    expect(times[0]).toBe(0);
    expect(times.at(-1)).toBe(0.105);
    expect(times).toHaveLength(12);
    expect(sampleTimes(0, 0.01)).toEqual([0]);
    expect(sampleTimes(1000, 0.001, 50)).toHaveLength(50);
  });
});
