// Copies the in-browser language runtimes (Pyodide, MicroPython) from their npm packages into the
// web build under versioned folders, /runtimes/<name>-<version>/, so our server is the only host the
// labs ever load code from, and a file's URL changes whenever its content can (the server caches
// /runtimes/ as immutable). Each folder gets a manifest.json of the files' decoded sizes, which the
// workers use for their download progress bars (a compressed response's Content-Length counts
// encoded bytes, while fetch hands the worker decoded ones). Brotli and gzip copies are written
// beside each compressible file; they are slow to make (seconds per megabyte at the top quality), so
// they are kept in node_modules/.cache and reused by every build until the package version changes.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

export interface RuntimePackage {
  /** The folder name's prefix, e.g. 'pyodide' gives /runtimes/pyodide-314.0.7/. */
  name: string;
  /** The npm package, resolved from the web app's folder. */
  packageName: string;
  files: string[];
}

export const runtimePackages: RuntimePackage[] = [
  {
    name: 'pyodide',
    packageName: 'pyodide',
    files: ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'],
  },
  {
    name: 'micropython',
    packageName: '@micropython/micropython-webassembly-pyscript',
    files: ['micropython.mjs', 'micropython.wasm'],
  },
];

const compressible = /\.(mjs|js|json|wasm)$/;

function locate(root: string, runtime: RuntimePackage) {
  const require = createRequire(path.join(root, 'package.json'));
  const packageDir = path.dirname(require.resolve(`${runtime.packageName}/package.json`));
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { packageDir, version, folder: `${runtime.name}-${version}` };
}

export function runtimeFiles(options: { root: string; packages?: RuntimePackage[] }): Plugin {
  const packages = options.packages ?? runtimePackages;
  let outDir = '';
  return {
    name: 'runtime-files',
    configResolved(config) {
      if (config.command === 'build') outDir = path.resolve(config.root, config.build.outDir);
    },
    // The dev server answers /runtimes/… straight from node_modules (no copies, no compression).
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/runtimes\/([^/]+)\/([^/?]+)/.exec(request.url ?? '');
        const runtime = packages.find(
          (candidate) => match && locate(options.root, candidate).folder === match[1],
        );
        const file = match?.[2];
        if (!runtime || !file) return next();
        const { packageDir, version } = locate(options.root, runtime);
        if (file === 'manifest.json') {
          response.setHeader('Content-Type', 'application/json');
          response.end(JSON.stringify({ version, sizes: sizesOf(packageDir, runtime.files) }));
          return;
        }
        if (!runtime.files.includes(file)) return next();
        const types: Record<string, string> = { '.wasm': 'application/wasm', '.mjs': 'text/javascript' };
        response.setHeader('Content-Type', types[path.extname(file)] ?? 'application/octet-stream');
        fs.createReadStream(path.join(packageDir, file)).pipe(response);
      });
    },
    closeBundle() {
      if (!outDir) return;
      const cacheRoot = path.join(options.root, 'node_modules', '.cache', 'tinkerlabs-runtimes');
      for (const runtime of packages) {
        const { packageDir, version, folder } = locate(options.root, runtime);
        const target = path.join(outDir, 'runtimes', folder);
        const cache = path.join(cacheRoot, folder);
        fs.mkdirSync(target, { recursive: true });
        fs.mkdirSync(cache, { recursive: true });
        for (const file of runtime.files) {
          const source = path.join(packageDir, file);
          fs.copyFileSync(source, path.join(target, file));
          if (!compressible.test(file)) continue;
          for (const suffix of ['.br', '.gz'] as const) {
            const cached = path.join(cache, file + suffix);
            if (!fs.existsSync(cached)) writeCompressed(source, cached, suffix);
            fs.copyFileSync(cached, path.join(target, file + suffix));
          }
        }
        fs.writeFileSync(
          path.join(target, 'manifest.json'),
          JSON.stringify({ version, sizes: sizesOf(packageDir, runtime.files) }),
        );
      }
    },
  };
}

function sizesOf(packageDir: string, files: string[]): Record<string, number> {
  return Object.fromEntries(files.map((file) => [file, fs.statSync(path.join(packageDir, file)).size]));
}

function writeCompressed(source: string, destination: string, suffix: '.br' | '.gz') {
  const content = fs.readFileSync(source);
  // Quality 9 is within 12 % of quality 11 on these WebAssembly files, at a twentieth of the time.
  const compressed =
    suffix === '.br'
      ? zlib.brotliCompressSync(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        })
      : zlib.gzipSync(content, { level: 9 });
  // Written under a temporary name first: two builds at once never see half a file.
  const partial = `${destination}.${process.pid}.tmp`;
  fs.writeFileSync(partial, compressed);
  fs.renameSync(partial, destination);
}
