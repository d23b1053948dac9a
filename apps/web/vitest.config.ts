import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { buildAliases } from './tooling/build-aliases.ts';

export default defineProject({
  plugins: [react()],
  resolve: { alias: buildAliases({ root: import.meta.dirname }) },
  define: {
    __BUILD_ID__: JSON.stringify('test-build'),
    __CLANG_VERSION__: JSON.stringify('0.0.0-test'),
    __PYODIDE_SNAPSHOT__: JSON.stringify('memory-test.bin'),
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'tooling/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // One jsdom and one module graph per worker rather than per file: the web tests took 176 s
    // isolated and 35 s shared (2026-11-27, same machine), and pass in any order (checked with
    // --sequence.shuffle). testing-library's cleanup runs after every test (vitest.setup.ts).
    isolate: false,
    // Above the 4 s that findBy… may wait (vitest.setup.ts), so a missing element fails with its
    // own message rather than a timeout.
    testTimeout: 15_000,
  },
});
