// Builds app/page-snapshot.tsx for Node into the web build's server-render/ folder (which the server
// never sends to browsers): the server renders public pages' first paint with it. Stylesheets are the browser build's business: here they are empty.
import path from 'node:path';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

function noStylesheets(): Plugin {
  return {
    name: 'no-stylesheets',
    enforce: 'pre',
    resolveId: (id) => (id.endsWith('.css') ? '\0empty.css' : null),
    load: (id) => (id === '\0empty.css' ? 'export default {}' : null),
  };
}

export default defineConfig({
  plugins: [noStylesheets(), react()],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      { find: /^react-router$/, replacement: reactRouterProduction },
    ],
  },
  define: { __BUILD_ID__: JSON.stringify('page-snapshot') },
  publicDir: false,
  build: {
    ssr: 'src/app/page-snapshot.tsx',
    outDir: `${process.env.WEB_OUT_DIR ?? 'dist'}/server-render`,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
  },
});
