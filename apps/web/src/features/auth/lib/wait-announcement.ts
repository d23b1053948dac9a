/**
 * What a screen reader hears about the sign-in wait: the time left in steps of 10 s, so the polite
 * live region changes about every 10 s instead of at each of the bar's 100 steps.
 */

/** @example waitAnnouncement(30_000, 50) // 'About 20 seconds left before you can sign in.' */
export function waitAnnouncement(totalMs: number, progress: number, steps = 100): string {
  if (progress >= steps) return 'Ready: you can sign in now.';
  const secondsLeft = (totalMs * (steps - progress)) / steps / 1000;
  if (secondsLeft < 5) return 'A few seconds left before you can sign in.';
  return `About ${Math.round(secondsLeft / 10) * 10} seconds left before you can sign in.`;
}
