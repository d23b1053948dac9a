// Browser tests: one real server (built app, fresh PGlite folder) for the run, Chromium per test file.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false, // two cores: one Chromium at a time is faster than contention
    reporters: ['default', '../tools/summary-reporter.ts'],
  },
});
