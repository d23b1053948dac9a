/**
 * The sign-in wait bar: 100 steps over a random 20–40 s. The project's own browser tests may shorten
 * it with a build setting that only exists in their build (VITE_E2E_HOOKS); production builds never do.
 */
import { useEffect, useState } from 'react';

export const waitSteps = 100;

export function signInWaitTotalMs(random: () => number = Math.random): number {
  const override =
    import.meta.env.VITE_E2E_HOOKS === 'true' ? Number(import.meta.env.VITE_SIGN_IN_WAIT_MS) : NaN;
  if (Number.isFinite(override) && override >= 0) return override;
  return 20_000 + random() * 20_000;
}

/** Returns the progress in percent (0–100), advancing one step every total/100 ms. */
export function useWaitBar(totalMs: number): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const timer = window.setInterval(() => {
      setStep((current) => {
        if (current + 1 >= waitSteps) window.clearInterval(timer);
        return Math.min(current + 1, waitSteps);
      });
    }, totalMs / waitSteps);
    return () => window.clearInterval(timer);
  }, [totalMs]);
  return step;
}
