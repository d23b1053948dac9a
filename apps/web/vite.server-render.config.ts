// Builds app/server-render.tsx for Node into the web build's server-render/ folder (which the server
// never sends to browsers): the server renders public pages with it, and the browser hydrates them.
// Stylesheets are the browser build's business: here they are empty.
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { buildAliases } from './tooling/build-aliases.ts';

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
  resolve: { alias: buildAliases({ root: import.meta.dirname }) },
  define: { __BUILD_ID__: JSON.stringify('server-render') },
  publicDir: false,
  build: {
    ssr: 'src/app/server-render.tsx',
    outDir: `${process.env.WEB_OUT_DIR ?? 'dist'}/server-render`,
    emptyOutDir: true,
    target: 'node20',
    sourcemap: false,
  },
});
