// Whether the web app and the server need building: a build is missing or older than its sources.
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** @param {string} dir @returns {number} newest modification time (ms) of any file under dir */
function newestMtime(dir) {
  if (!fs.existsSync(dir)) return 0;
  const info = fs.statSync(dir);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'dist-e2e' || entry.startsWith('.'))
      continue;
    newest = Math.max(newest, newestMtime(path.join(dir, entry)));
  }
  return newest;
}

/** @param {string} output @param {string[]} sources */
function isStale(output, sources) {
  const target = path.join(repoRoot, output);
  if (!fs.existsSync(target)) return true;
  const built = fs.statSync(target).mtimeMs;
  return sources.some((source) => newestMtime(path.join(repoRoot, source)) > built);
}

// The lock file is a source of the web build: the labs' runtimes are copied from installed packages
// (apps/web/tooling/runtime-files.ts), so upgrading one must rebuild.
export const webNeedsBuild = () =>
  isStale('apps/web/dist/index.html', [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/vite.server-render.config.ts',
    'apps/web/tooling',
    'packages',
    'package-lock.json',
  ]);
export const serverNeedsBuild = () => isStale('apps/server/dist/main.js', ['apps/server/src', 'packages']);
