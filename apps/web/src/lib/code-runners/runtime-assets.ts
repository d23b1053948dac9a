/**
 * Where the language runtimes are served (by our own server, copied from their npm packages by the
 * web build: apps/web/tooling/runtime-files.ts) and how a worker downloads them with progress. The
 * folder names carry the package versions, read here from the same packages, so a new version is a
 * new URL and the immutable caching stays correct.
 */
import { version as micropythonVersion } from '@micropython/micropython-webassembly-pyscript/package.json';
import { version as pyodideVersion } from 'pyodide/package.json';

export const runtimeBaseUrls = {
  pyodide: `/runtimes/pyodide-${pyodideVersion}/`,
  micropython: `/runtimes/micropython-${micropythonVersion}/`,
  clang: `/runtimes/clang-${__CLANG_VERSION__}/`,
} as const;

export type DownloadProgress = (loaded: number, total: number) => void;

interface RuntimeManifest {
  version: string;
  /** Decoded size of each file, in bytes. */
  sizes: Record<string, number>;
}

/**
 * Loads a runtime with `load` (its own loader) while downloading every file of its folder once to
 * report the bytes received. Both run at the same time and share each response through the
 * browser's HTTP cache (the server marks the files immutable), so the runtime compiles while the
 * bytes arrive instead of after.
 *
 * A file the loader takes as bytes rather than fetching itself (Pyodide's memory snapshot) is named
 * in `handOver` and downloaded once: `load` gets `file(name)`, which resolves to the bytes this
 * download counted. Two requests for one 31 MB file cost 0.5 s more than one, cache or not.
 * @example const pyodide = await loadRuntime(baseUrl, onProgress, () => loadPyodide({ indexURL: baseUrl }));
 */
export async function loadRuntime<T>(
  baseUrl: string,
  onProgress: DownloadProgress,
  load: (file: (name: string) => Promise<ArrayBuffer>) => Promise<T>,
  handOver: string[] = [],
): Promise<T> {
  const bytes = new Map(handOver.map((name) => [name, deferred<ArrayBuffer>()]));
  const file = (name: string) =>
    bytes.get(name)?.promise ?? Promise.reject(new Error(`${name} was not named to be handed over.`));
  const download = downloadRuntime(baseUrl, onProgress, (name) => bytes.get(name));
  // A file the download never reached (not in the manifest, or the manifest failed) fails too; a
  // settled one stays as it is.
  download.then(
    () =>
      bytes.forEach((entry, name) => entry.reject(new Error(`${name} is not in the runtime's file list.`))),
    (error: unknown) => bytes.forEach((entry) => entry.reject(error)),
  );
  const [, runtime] = await Promise.all([download, load(file)]);
  return runtime;
}

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  // A loader that gave up on the file (and loads without it) leaves no unhandled rejection behind.
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/**
 * Downloads every file of a runtime folder once, reporting the bytes received.
 * Counting here, rather than inside the runtime's loader, works the same for every runtime. The
 * totals come from the folder's manifest: a compressed response's Content-Length counts encoded
 * bytes, and fetch hands out decoded ones. A file with a `keep` entry has its bytes handed to it.
 */
async function downloadRuntime(
  baseUrl: string,
  onProgress: DownloadProgress,
  keep: (name: string) => Deferred<ArrayBuffer> | undefined,
): Promise<void> {
  const manifestResponse = await fetch(`${baseUrl}manifest.json`);
  if (!manifestResponse.ok)
    throw new Error(`The runtime's file list could not be loaded (${manifestResponse.status}).`);
  const manifest = (await manifestResponse.json()) as RuntimeManifest;
  const total = Object.values(manifest.sizes).reduce((sum, size) => sum + size, 0);
  let loaded = 0;
  onProgress(0, total);
  await Promise.all(
    Object.keys(manifest.sizes).map(async (file) => {
      const kept = keep(file);
      try {
        const response = await fetch(baseUrl + file);
        if (!response.ok || !response.body)
          throw new Error(`${file} could not be downloaded (${response.status}).`);
        const reader = response.body.getReader();
        const parts: Uint8Array[] = [];
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          if (kept) parts.push(value);
          loaded += value.byteLength;
          onProgress(Math.min(loaded, total), total);
        }
        kept?.resolve(joined(parts));
      } catch (error) {
        kept?.reject(error);
        throw error;
      }
    }),
  );
  onProgress(total, total);
}

function joined(parts: Uint8Array[]): ArrayBuffer {
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.byteLength;
  }
  return whole.buffer;
}
