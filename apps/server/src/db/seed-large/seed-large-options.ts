/**
 * The command line of `npm run seed:large`, read with node:util's parseArgs:
 * `--articles N --members N [--uploads N] [--seed N] [--database-url URL] [--append]`.
 */
import { parseArgs } from 'node:util';
import type { SeedLargeOptions } from './seed-large.ts';

export interface SeedLargeCommand extends SeedLargeOptions {
  /** Overrides DATABASE_URL (same forms: pglite:PATH, postgres://…). */
  databaseUrl: string | null;
}

export const seedLargeUsage =
  'Usage: npm run seed:large -- --articles 100000 --members 20000 [--uploads 10000] [--seed 1] [--database-url URL] [--append]';

export class SeedLargeUsageError extends Error {
  constructor(problem: string) {
    super(`${problem}\n${seedLargeUsage}`);
    this.name = 'SeedLargeUsageError';
  }
}

const defaults = { articles: 100_000, members: 20_000, uploads: 10_000, seed: 1 };

/** @example parseSeedLargeArgs(['--articles', '300', '--members', '100']) */
export function parseSeedLargeArgs(argv: readonly string[]): SeedLargeCommand {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        articles: { type: 'string' },
        members: { type: 'string' },
        uploads: { type: 'string' },
        seed: { type: 'string' },
        'database-url': { type: 'string' },
        append: { type: 'boolean', default: false },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new SeedLargeUsageError(error instanceof Error ? error.message : String(error));
  }
  const whole = (name: keyof typeof defaults, min: number) => {
    const value = values[name];
    if (value === undefined) return defaults[name];
    const n = Number(value);
    if (!/^\d+$/.test(value) || n < min || n > 10_000_000) {
      throw new SeedLargeUsageError(
        `--${name} must be a whole number from ${min} to 10000000 (got "${value}").`,
      );
    }
    return n;
  };
  return {
    articles: whole('articles', 0),
    members: whole('members', 1),
    uploads: whole('uploads', 0),
    seed: whole('seed', 0),
    append: values.append ?? false,
    databaseUrl: values['database-url'] ?? null,
  };
}
