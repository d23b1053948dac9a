// Browser tests: one real server (built app, fresh PGlite folder) for the run, Chromium per test file.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    // A page's answer to a click can take over vitest's default second on a busy machine (a worker
    // starting, two files' browsers sharing two cores): polls wait up to 5 s, and pass as soon as
    // they can, so a passing run is no slower.
    expect: { poll: { timeout: 5_000 } },
    hookTimeout: 180_000,
    // Two files at once, each with its own Chromium, against the one server: a browser test waits on
    // the page about half of its time, so on two cores the suite took 367 s instead of 563 s
    // (measured 2026-11-27, same machine, all passing both ways).
    fileParallelism: true,
    maxWorkers: 2,
    reporters: ['default', '../tools/summary-reporter.ts'],
  },
});
