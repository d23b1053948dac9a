/**
 * One "Speed" setting with two meanings: below 1 it slows the planned motion to that share of the
 * arm's rated joint velocity and acceleration (the package's `speed` option); above 1 the planned,
 * limit-respecting motion is replayed as a time-lapse, which a lesson (and a browser test) can wait for.
 */
export function plannedSpeed(speed: number): number {
  return Math.min(1, Math.max(0.05, speed));
}

export function playbackRate(speed: number): number {
  return Math.max(1, speed);
}

export function speedLabel(speed: number): string {
  if (speed < 1) return `${Math.round(speed * 100)} % of rated speed`;
  if (speed === 1) return 'Rated speed';
  return `${speed}× time-lapse`;
}
