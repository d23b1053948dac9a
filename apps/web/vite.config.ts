// Builds the SPA. Two small plugins: one stamps a build id into the bundle and writes
// builds/latest.json (the app polls it to notice new deployments); one precompresses every text asset
// with brotli and gzip so the server sends them without compressing on each request.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { buildAliases } from './tooling/build-aliases.ts';
import { bootPreloads, pagePreloads } from './tooling/page-preloads.ts';
import { runtimeChunkSizes } from './tooling/runtime-chunk-sizes.ts';
import { staticShell } from './tooling/static-shell.ts';
import { treeShakableReactRouterPlugin } from './tooling/tree-shakable-react-router.ts';
import { runtimeFiles } from './tooling/runtime-files.ts';

const buildId = `${new Date()
  .toISOString()
  .replace(/[-:TZ.]/g, '')
  .slice(0, 14)}-${randomBytes(4).toString('hex')}`;

function buildManifest(): Plugin {
  return {
    name: 'build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: JSON.stringify({ id: buildId, time: new Date().toISOString() }),
      });
    },
  };
}

function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (
          !/\.(js|mjs|css|html|svg|json|txt|xml|wasm)$/.test(file) ||
          file.includes(`${path.sep}builds${path.sep}`) ||
          // The language runtimes come with their own compressed copies (tooling/runtime-files.ts).
          file.includes(`${path.sep}runtimes${path.sep}`)
        )
          continue;
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

const contractModule = /[\\/]packages[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/;

/** Whether a module imports Zod. */
function buildsSchemas(id: string): boolean {
  return /^import [^;]+ from 'zod';$/m.test(fs.readFileSync(id, 'utf8'));
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    treeShakableReactRouterPlugin(),
    tailwindcss(),
    buildManifest(),
    precompress(),
    runtimeFiles({ root: import.meta.dirname }),
    pagePreloads({ root: import.meta.dirname }),
    bootPreloads(),
    staticShell({ root: import.meta.dirname }),
  ],
  // The runtime workers are ES modules (they import the runtimes' .mjs files). A worker that bundles its
  // runtime (TinyML's TensorFlow.js) learns that chunk's size for its progress bar from the plugin.
  worker: { format: 'es', plugins: () => [runtimeChunkSizes()] },
  resolve: {
    alias: buildAliases({ root: import.meta.dirname, browser: true, production: command === 'build' }),
  },
  define: {
    __BUILD_ID__: JSON.stringify(command === 'build' ? buildId : 'dev'),
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The browsers Tailwind CSS 4 is built for (its cascade layers, @property and color-mix): the
    // stylesheets need no hex copies of the lab() colours for older ones. 0.4 kB gzip of the home
    // page's first load (npm run budget, 2026-12-04: 6.7 → 6.3 kB of CSS).
    cssTarget: ['chrome111', 'edge111', 'firefox128', 'safari16.4'],
    sourcemap: false,
    // No modulepreload polyfill: browsers without native support (Safari < 17, Firefox < 115) still
    // load every module, only without the early fetch, and the polyfill would cost every visitor bytes.
    modulePreload: {
      polyfill: false,
      // A page's modules are preloaded on navigation from the build's page table
      // (src/lib/navigation-preloads.ts), not from lists in the app's start, which every page loads
      // first. Its stylesheets are still preloaded here (that is how a lazy page gets its CSS).
      resolveDependencies: (filename, deps) =>
        /^assets\/routes\//.test(filename) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      output: {
        // A page's route module (src/app/routes/), in a folder of its own so that resolveDependencies knows it.
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.includes('/src/app/routes/')
            ? 'assets/routes/[name]-[hash].js'
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            {
              // The app's start (app/boot.tsx and everything it imports): every page loads all of it
              // first, so one file rather than the handful the lazy pages' sharing would cut it into.
              name: 'boot',
              test: /[\\/]src[\\/]app[\\/]boot\.tsx$/,
              priority: 2,
            },
            {
              // The query hooks the pages use (useQuery, useMutation and their helpers): one file
              // rather than one per hook.
              name: 'query',
              test: /[\\/]node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/,
              priority: 1,
            },

            {
              // The API's schemas: the contract's modules that build them with Zod, in one file rather
              // than one per module. Its modules without Zod (the value lists, the page list, the board
              // outlines, the page limits) stay out, so that the pages using them load no Zod: building
              // the schemas takes ~110 ms of a phone's main thread (Lighthouse's 4x CPU, 2026-12-03).
              name: 'contract',
              test: (id) => contractModule.test(id) && buildsSchemas(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: `http://localhost:${process.env.API_PORT ?? 3000}`, ws: true } },
  },
}));
