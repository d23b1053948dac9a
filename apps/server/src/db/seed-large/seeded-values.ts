/**
 * The large seed's random choices, all drawn from @tinkerlabs/random's seeded generator so that one
 * `--seed` gives the same database every time. Each generator (members, articles …) has its own
 * stream (`streamFor`), so adding rows of one kind does not change the rows of another.
 */
import { randomInt, seededRandom, type Random } from '@tinkerlabs/random/seeded-random';

export type { Random };

/**
 * A stream of its own for one generator: the seed mixed with the generator's name (FNV-1a).
 * @example const random = streamFor(42, 'articles');
 */
export function streamFor(seed: number, name: string): Random {
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  for (const char of `${name}:${seed}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return seededRandom(hash >>> 0);
}

/** One element of a non-empty list. */
export function pick<T>(random: Random, list: readonly T[]): T {
  return list[randomInt(random, list.length)]!;
}

/** True with probability `p`. */
export const chance = (random: Random, p: number): boolean => random() < p;

/** A whole number from `min` to `max`, both included. */
export const between = (random: Random, min: number, max: number): number =>
  min + randomInt(random, max - min + 1);

/** `count` distinct elements of `list` (all of them when it is shorter), in the list's order. */
export function sample<T>(random: Random, list: readonly T[], count: number): T[] {
  if (count >= list.length) return [...list];
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(randomInt(random, list.length));
  return [...chosen].sort((a, b) => a - b).map((i) => list[i]!);
}

/**
 * A whole number around `median` with a long tail (log-normal), kept within [min, max]: lengths,
 * counts per member and the like, where a few are much larger than most.
 */
export function skewed(random: Random, median: number, spread: number, min: number, max: number): number {
  const u = 1 - random();
  const normal = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  return Math.min(max, Math.max(min, Math.round(median * Math.exp(spread * normal))));
}

/**
 * An index in [0, n) where low indices come up far more often (P(k) ∝ 1 / (k + flatten)): a few
 * prolific authors, most with one or two pieces. `flatten` keeps the first from taking everything.
 */
export function popularIndex(random: Random, n: number, flatten = 50): number {
  const k = Math.floor(flatten * ((n + flatten) / flatten) ** random() - flatten);
  return Math.min(n - 1, Math.max(0, k));
}

const hexDigits = '0123456789abcdef';
const alphanumerics = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` characters of `alphabet`. */
function token(random: Random, length: number, alphabet: string): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(random, alphabet.length)];
  return out;
}

/** A version-4 UUID made from the stream (not crypto.randomUUID: it must repeat for a seed). */
export function uuid(random: Random): string {
  const hex = token(random, 32, hexDigits).split('');
  hex[12] = '4';
  hex[16] = hexDigits[8 + randomInt(random, 4)]!;
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A better-auth style id or token: letters and digits. */
export const alphanumericToken = (random: Random, length = 32): string =>
  token(random, length, alphanumerics);

/** A SHA-256-looking hex digest (the tables that keep hashes only count them). */
export const hexDigest = (random: Random): string => token(random, 64, hexDigits);
