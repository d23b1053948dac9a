/**
 * Finds the seed content folder (apps/server/src/db/seed/content) from wherever this code runs: the
 * source tree, or the bundled apps/server/dist/main.js, which does not copy the content files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** @example contentFolder() // '/srv/tinkerlabs/apps/server/src/db/seed/content' */
export function contentFolder(fromFile: string = fileURLToPath(import.meta.url)): string {
  let dir = path.dirname(fromFile);
  for (let i = 0; i < 6; i++) {
    for (const candidate of [path.join(dir, 'content'), path.join(dir, 'src/db/seed/content')]) {
      if (fs.existsSync(path.join(candidate, 'README.md'))) return candidate;
    }
    dir = path.dirname(dir);
  }
  throw new Error('The seed content folder (apps/server/src/db/seed/content) was not found.');
}
