// Copies the in-browser language runtimes (Pyodide, MicroPython, clang) from their npm packages into the
// web build under versioned folders, /runtimes/<name>-<version>/, so our server is the only host the
// labs ever load code from, and a file's URL changes whenever its content can (the server caches
// /runtimes/ as immutable). Each folder gets a manifest.json of the files' decoded sizes, which the
// workers use for their download progress bars (a compressed response's Content-Length counts
// encoded bytes, while fetch hands the worker decoded ones). Brotli and gzip copies are written
// beside each compressible file; they are slow to make (seconds per megabyte at the top quality), so
// they are kept in node_modules/.cache and reused by every build until the package version changes.
// A runtime may also have files the build makes from its package (Pyodide's booted memory, see
// pyodide-snapshot.ts; clang's precompiled headers, see clang-pch.ts): they are cached the same
// way and listed in the manifest like the others.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import { precompiledHeaders } from '../src/lib/code-runners/cpp-compile-options.ts';
import { clangPchFileName, makeClangPch } from './clang-pch.ts';
import { makePyodideSnapshot, snapshotFileName } from './pyodide-snapshot.ts';

export interface RuntimePackage {
  /** The folder name's prefix, e.g. 'pyodide' gives /runtimes/pyodide-314.0.7/. */
  name: string;
  /** The npm package, resolved from the web app's folder. */
  packageName: string;
  /** The package's sub-folder that holds the files ('gen' for @yowasp/clang), if not its root. */
  folder?: string;
  files: string[];
  /** Files made from the package by the build, named after its version. */
  generated?: GeneratedFile[];
}

export interface GeneratedFile {
  /** Its key in the app's list of generated files (`__CLANG_PCH__`). */
  id: string;
  name: (version: string) => string;
  make: (packageDir: string) => Promise<Uint8Array>;
}

export const runtimePackages: RuntimePackage[] = [
  {
    name: 'pyodide',
    packageName: 'pyodide',
    files: ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json'],
    generated: [{ id: 'snapshot', name: snapshotFileName, make: makePyodideSnapshot }],
  },
  {
    name: 'micropython',
    packageName: '@micropython/micropython-webassembly-pyscript',
    files: ['micropython.mjs', 'micropython.wasm'],
  },
  {
    // bundle.js fetches the others relative to its own URL, so they keep their names and folder.
    name: 'clang',
    packageName: '@yowasp/clang',
    folder: 'gen',
    files: [
      'bundle.js',
      'llvm.core.wasm',
      'llvm.core2.wasm',
      'llvm.core3.wasm',
      'llvm.core4.wasm',
      'llvm-resources.tar',
    ],
    generated: precompiledHeaders.map((header) => ({
      id: header.id,
      name: (version: string) => clangPchFileName(version, header),
      make: (packageDir: string) => makeClangPch(packageDir, header),
    })),
  },
];

const compressible = /\.(mjs|js|json|wasm|tar|bin|pch)$/;

function locate(root: string, runtime: RuntimePackage) {
  const require = createRequire(path.join(root, 'package.json'));
  // Found by folder, as Node would: a package's `exports` may not list its package.json (@yowasp/clang).
  const packageDir = (require.resolve.paths(runtime.packageName) ?? [])
    .map((folder) => path.join(folder, runtime.packageName))
    .find((folder) => fs.existsSync(path.join(folder, 'package.json')));
  if (!packageDir) throw new Error(`${runtime.packageName} is not installed.`);
  const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return {
    packageDir: path.join(packageDir, runtime.folder ?? ''),
    version,
    folder: `${runtime.name}-${version}`,
  };
}

export function runtimeFiles(options: { root: string; packages?: RuntimePackage[] }): Plugin {
  const packages = options.packages ?? runtimePackages;
  let outDir = '';
  return {
    name: 'runtime-files',
    // @yowasp/clang exports no package.json to import its version from: the C++ lab reads it here.
    // The Python worker learns the name of Pyodide's memory snapshot ('' when there is none) the same
    // way, and the C++ compiler worker the names of its precompiled headers.
    config() {
      const clang = packages.find((runtime) => runtime.name === 'clang');
      const pyodide = packages.find((runtime) => runtime.name === 'pyodide');
      const clangVersion = clang ? locate(options.root, clang).version : '';
      return {
        define: {
          __CLANG_VERSION__: JSON.stringify(clangVersion),
          __CLANG_PCH__: JSON.stringify(
            Object.fromEntries((clang?.generated ?? []).map((made) => [made.id, made.name(clangVersion)])),
          ),
          __PYODIDE_SNAPSHOT__: JSON.stringify(
            pyodide?.generated?.[0]?.name(locate(options.root, pyodide).version) ?? '',
          ),
        },
      };
    },
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
        const { packageDir, version, folder } = locate(options.root, runtime);
        const cache = path.join(cacheRoot(options.root), folder);
        if (
          file === 'manifest.json' ||
          (runtime.generated ?? []).some((made) => made.name(version) === file)
        ) {
          // Made on the first request and cached (a few seconds, once per version).
          generate(runtime, packageDir, version, cache).then(
            (made) => {
              if (file === 'manifest.json') {
                response.setHeader('Content-Type', 'application/json');
                response.end(
                  JSON.stringify({ version, sizes: sizesOf(packageDir, runtime.files, made, cache) }),
                );
              } else {
                response.setHeader('Content-Type', 'application/octet-stream');
                fs.createReadStream(path.join(cache, file)).pipe(response);
              }
            },
            (error: unknown) => next(error),
          );
          return;
        }
        if (!runtime.files.includes(file)) return next();
        const types: Record<string, string> = {
          '.wasm': 'application/wasm',
          '.mjs': 'text/javascript',
          '.js': 'text/javascript',
        };
        response.setHeader('Content-Type', types[path.extname(file)] ?? 'application/octet-stream');
        fs.createReadStream(path.join(packageDir, file)).pipe(response);
      });
    },
    async closeBundle() {
      if (!outDir) return;
      for (const runtime of packages) {
        const { packageDir, version, folder } = locate(options.root, runtime);
        const target = path.join(outDir, 'runtimes', folder);
        const cache = path.join(cacheRoot(options.root), folder);
        fs.mkdirSync(target, { recursive: true });
        const made = await generate(runtime, packageDir, version, cache);
        const sources = [
          ...runtime.files.map((file) => [file, path.join(packageDir, file)] as const),
          ...made.map((file) => [file, path.join(cache, file)] as const),
        ];
        for (const [file, source] of sources) {
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
          JSON.stringify({ version, sizes: sizesOf(packageDir, runtime.files, made, cache) }),
        );
      }
    },
  };
}

const cacheRoot = (root: string) => path.join(root, 'node_modules', '.cache', 'tinkerlabs-runtimes');

const generating = new Map<string, Promise<string[]>>();

/**
 * Makes the runtime's generated files that its cache folder lacks; returns their names. One making
 * per folder at a time (the dev server may be asked for the manifest and the file together).
 */
function generate(
  runtime: RuntimePackage,
  packageDir: string,
  version: string,
  cache: string,
): Promise<string[]> {
  const running = generating.get(cache) ?? generateNow(runtime, packageDir, version, cache);
  generating.set(cache, running);
  return running.finally(() => generating.delete(cache));
}

async function generateNow(
  runtime: RuntimePackage,
  packageDir: string,
  version: string,
  cache: string,
): Promise<string[]> {
  fs.mkdirSync(cache, { recursive: true });
  const names: string[] = [];
  for (const made of runtime.generated ?? []) {
    const name = made.name(version);
    const destination = path.join(cache, name);
    if (!fs.existsSync(destination)) writeAtomically(destination, await made.make(packageDir));
    names.push(name);
  }
  return names;
}

function sizesOf(
  packageDir: string,
  files: string[],
  made: string[] = [],
  cache = '',
): Record<string, number> {
  return Object.fromEntries([
    ...files.map((file) => [file, fs.statSync(path.join(packageDir, file)).size] as const),
    ...made.map((file) => [file, fs.statSync(path.join(cache, file)).size] as const),
  ]);
}

/** Above this size a file gets faster, slightly larger compression (clang's 75 MB core). */
const largeFileBytes = 20_000_000;

function writeCompressed(source: string, destination: string, suffix: '.br' | '.gz') {
  const content = fs.readFileSync(source);
  const large = content.length > largeFileBytes;
  // Quality 9 is within 12 % of quality 11 on these WebAssembly files, at a twentieth of the time.
  // On clang's llvm.core.wasm (75 MB) quality 9 takes 15 s for 17.2 MB and quality 5 takes 3 s for
  // 18.2 MB; gzip -6 is as small as -9 there and a second faster. A clean clone builds it once.
  const compressed =
    suffix === '.br'
      ? zlib.brotliCompressSync(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: large ? 5 : 9,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        })
      : zlib.gzipSync(content, { level: large ? 6 : 9 });
  writeAtomically(destination, compressed);
}

/** Written under a temporary name first: two builds at once never see half a file. */
function writeAtomically(destination: string, content: Uint8Array) {
  const partial = `${destination}.${process.pid}.tmp`;
  fs.writeFileSync(partial, content);
  fs.renameSync(partial, destination);
}
