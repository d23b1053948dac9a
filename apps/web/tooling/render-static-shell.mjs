// Prints the app's static shell (src/app/static-shell.tsx) rendered to HTML. Run as its own process
// by tooling/static-shell.ts: the app's modules open browser-style channels when imported
// (BroadcastChannel), which would keep a build's process alive; this one exits when it has printed.
import path from 'node:path';
import process from 'node:process';
import react from '@vitejs/plugin-react';
import { createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const server = await createServer({
  configFile: false,
  root,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  resolve: { alias: { '@': path.join(root, 'src') } },
  define: { __BUILD_ID__: JSON.stringify('static-shell') },
  plugins: [react()],
});
try {
  const { renderStaticShell } = await server.ssrLoadModule('/src/app/static-shell.tsx');
  process.stdout.write(renderStaticShell());
} finally {
  await server.close();
}
process.exit(0);
