// The import aliases of the web builds (vite.config.ts for browsers, vite.server-render.config.ts for the
// server's page renderer) and of the web tests (vitest.config.ts), so all resolve the app's modules the
// same way.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

// Vite's import.meta.glob takes relative paths and aliases but not package names, so the maze
// package's files (its exports' `./mazes/*`) get an alias spelled like the package path, pointing where
// Node resolves it.
const contestMazes = path.dirname(createRequire(import.meta.url).resolve('@tinkerlabs/maze/mazes/README.md'));

/**
 * `@` for src/, and `@tinkerlabs/maze/mazes` for the contest maze files.
 * @example resolve: { alias: buildAliases({ root: import.meta.dirname }) }
 */
export function buildAliases({ root }: { root: string }): Alias[] {
  return [
    { find: '@', replacement: path.resolve(root, 'src') },
    { find: '@tinkerlabs/maze/mazes', replacement: contestMazes },
  ];
}
