// `npm start`: builds what is not built yet (or is older than its sources), then runs the server,
// which applies migrations, seeds and serves the app and the API on PORT.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { repoRoot, serverNeedsBuild, webNeedsBuild } from './build-state.mjs';
import { serverNodeOptions } from './server-command.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** @param {string} workspace */
function build(workspace) {
  console.log(`Building ${workspace}…`);
  const result = spawnSync(npm, ['run', 'build', '-w', workspace], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (webNeedsBuild()) build('@tinkerlabs/web');
if (serverNeedsBuild()) build('@tinkerlabs/server');

const server = spawn(
  process.execPath,
  [...serverNodeOptions, path.join(repoRoot, 'apps/server/dist/main.js')],
  {
    cwd: repoRoot,
    stdio: 'inherit',
  },
);
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
