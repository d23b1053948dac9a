// The import aliases of the web builds (vite.config.ts for browsers, vite.server-render.config.ts for the
// server's page renderer) and of the web tests (vitest.config.ts), so all resolve the app's modules the
// same way.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

// React Router 7's package exports point every condition at its development build (remix-run/react-router
// #12532, "intended to be temporary"); the production build beside it differs by one constant,
// ENABLE_DEV_WARNINGS, which lets the minifier drop the warnings. Measured: 0.5 kB gzip off every page's
// first load (`npm run budget`, 2026-12-02).
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/**
 * `@` for src/; in a browser build, Zod without
 * its eval probe (src/lib/zod/), and in a browser production build React Router's production build.
 * @example resolve: { alias: buildAliases({ root: import.meta.dirname, browser: true, production: command === 'build' }) }
 */
export function buildAliases({
  root,
  browser = false,
  production = false,
}: {
  root: string;
  browser?: boolean;
  production?: boolean;
}): Alias[] {
  return [
    { find: '@', replacement: path.resolve(root, 'src') },
    ...(browser ? [{ find: /^zod$/, replacement: path.resolve(root, 'src/lib/zod/index.ts') }] : []),
    ...(browser && production ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
  ];
}
