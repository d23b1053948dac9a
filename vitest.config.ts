// Unit and server tests of every workspace. Browser tests have their own config (e2e/vitest.config.ts).
import os from 'node:os';
import { defineConfig } from 'vitest/config';

const onPostgres = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '');

export default defineConfig({
  test: {
    // Vitest's default leaves one core idle; these tests wait on PGlite and sockets as much as on the
    // CPU, so on a 2-core machine two workers finish a third sooner.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    reporters: ['default', './tools/summary-reporter.ts'],
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      { test: { name: 'rich-text', include: ['packages/rich-text/src/**/*.test.ts'] } },
      { test: { name: 'latex-symbols', include: ['packages/latex-symbols/src/**/*.test.ts'] } },
      { test: { name: 'kinematics', include: ['packages/kinematics/src/**/*.test.ts'] } },
      { test: { name: 'maze', include: ['packages/maze/src/**/*.test.ts'] } },
      { test: { name: 'rl', include: ['packages/rl/src/**/*.test.ts'] } },
      { test: { name: 'tinyml', include: ['packages/tinyml/src/**/*.test.ts'] } },
      { test: { name: 'program-output', include: ['packages/program-output/src/**/*.test.ts'] } },
      { test: { name: 'random', include: ['packages/random/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // Tests of a PostgreSQL server's behaviour (an outage, …) run when DATABASE_URL names one.
          exclude: onPostgres ? [] : ['**/*.postgres.test.ts'],
          // Migrated and seeded PGlite templates, copied by every test's database (test-database.ts).
          globalSetup: ['apps/server/src/testing/test-database-templates.ts'],
          // The files share a worker's modules instead of importing the server afresh each (50 s of
          // the run's import time went to that): every test builds its own app and database, and the
          // little module state there is (the search index's generation, counters that make names
          // unique) only counts up. Measured 2026-11-29, same machine, all passing both ways: PGlite
          // 138 -> 77 s, PostgreSQL 95 -> 61 s.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
