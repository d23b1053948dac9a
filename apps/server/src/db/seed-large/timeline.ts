/**
 * When generated things happened. Every time is counted back from a fixed moment rather than from
 * the clock, so the same seed gives the same rows on any day: members joined over the three years
 * before it, and what they did came after they joined.
 */
import type { Random } from './seeded-values.ts';

/** The generated site's "now": 2026-11-01 00:00 UTC. */
export const seedLargeNow = new Date(Date.UTC(2026, 10, 1));

export const hourMs = 60 * 60 * 1000;
export const dayMs = 24 * hourMs;

/** How far back the generated history goes. */
export const historyMs = 3 * 365 * dayMs;

/** A moment in [from, to), whole seconds. */
export function timeBetween(random: Random, from: Date, to: Date = seedLargeNow): Date {
  const span = Math.max(0, to.getTime() - from.getTime());
  return new Date(Math.floor((from.getTime() + random() * span) / 1000) * 1000);
}

/** A moment up to `maxMs` after `from`, but never past the generated "now". */
export function timeAfter(random: Random, from: Date, maxMs: number): Date {
  const to = Math.min(seedLargeNow.getTime(), from.getTime() + maxMs);
  return timeBetween(random, from, new Date(to));
}

/** A moment of the history, later ones likelier: the site grew, so each month brought more than the last. */
export function timeOnGrowingSite(random: Random): Date {
  const at = seedLargeNow.getTime() - historyMs * (1 - Math.sqrt(random()));
  return new Date(Math.floor(at / 1000) * 1000);
}
