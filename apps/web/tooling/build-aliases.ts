// The import aliases of the web builds (vite.config.ts for browsers, vite.snapshot.config.ts for the
// server's page renderer), so the two resolve the app's modules the same way.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

/**
 * `@` for src/ and, in a production build, react-router's production build: react-router 7's package
 * exports name only its development build (with its warnings and checks), also for production
 * bundles (remix-run/react-router#12532). Its production build ships beside it.
 * @example resolve: { alias: buildAliases({ root: import.meta.dirname, production: command === 'build' }) }
 */
export function buildAliases({ root, production }: { root: string; production: boolean }): Alias[] {
  const reactRouterProduction = path.join(
    path.dirname(createRequire(path.join(root, 'package.json')).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  );
  return [
    { find: '@', replacement: path.resolve(root, 'src') },
    ...(production ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
  ];
}
