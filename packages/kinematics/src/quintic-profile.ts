/**
 * The quintic time-scaling s(τ) = 10τ³ − 15τ⁴ + 6τ⁵ on τ ∈ [0, 1]: it goes from 0 to 1 with zero
 * velocity and zero acceleration at both ends, which is why both trajectory kinds are built on it.
 */

/** Largest ds/dτ, reached at τ = ½. */
export const PEAK_RATE = 15 / 8;
/** Largest |d²s/dτ²|, reached at τ = ½ ± √3/6. */
export const PEAK_CURVATURE = 10 / Math.sqrt(3);

export function quinticPosition(tau: number): number {
  return tau * tau * tau * (10 + tau * (-15 + 6 * tau));
}

export function quinticRate(tau: number): number {
  return 30 * tau * tau * (1 + tau * (-2 + tau));
}

export function quinticCurvature(tau: number): number {
  return tau * (60 + tau * (-180 + 120 * tau));
}

/**
 * Sample times for a motion of `duration` seconds: evenly spaced, at most `dt` apart, first 0, last
 * exactly `duration`. Very long motions get a coarser spacing so a trajectory never exceeds `maxSamples`.
 */
export function sampleTimes(duration: number, dt: number, maxSamples = 10_000): number[] {
  if (!(duration > 0)) return [0];
  const intervals = Math.min(maxSamples - 1, Math.max(1, Math.ceil(duration / dt - 1e-9)));
  return Array.from({ length: intervals + 1 }, (_, k) =>
    k === intervals ? duration : (duration * k) / intervals,
  );
}
