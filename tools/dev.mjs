// `npm run dev`: the API with reload on change (tsx watch) and Vite with hot module reload in front
// of it. Open http://localhost:PORT (default 3000); Vite proxies /api to the API on API_PORT (3001).
import { spawn } from 'node:child_process';
import { repoRoot } from './build-state.mjs';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const children = [
  spawn(npx, ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, APP_URL: process.env.APP_URL ?? `http://localhost:${port}` },
  }),
  spawn(npx, ['vite', '--port', port, '--strictPort'], {
    cwd: `${repoRoot}/apps/web`,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => (stop(), process.exit(code ?? 0)));
