// The import aliases of the web builds (vite.config.ts for browsers, vite.snapshot.config.ts for the
// server's page renderer), so the two resolve the app's modules the same way.
import path from 'node:path';
import type { Alias } from 'vite';

/**
 * `@` for src/.
 * @example resolve: { alias: buildAliases({ root: import.meta.dirname }) }
 */
export function buildAliases({ root }: { root: string }): Alias[] {
  return [{ find: '@', replacement: path.resolve(root, 'src') }];
}
