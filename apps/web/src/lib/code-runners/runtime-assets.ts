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
 * @example const pyodide = await loadRuntime(baseUrl, onProgress, () => loadPyodide({ indexURL: baseUrl }));
 */
export async function loadRuntime<T>(
  baseUrl: string,
  onProgress: DownloadProgress,
  load: () => Promise<T>,
): Promise<T> {
  const [, runtime] = await Promise.all([downloadRuntime(baseUrl, onProgress), load()]);
  return runtime;
}

/**
 * Downloads every file of a runtime folder once, reporting the bytes received.
 * Counting here, rather than inside the runtime's loader, works the same for every runtime. The
 * totals come from the folder's manifest: a compressed response's Content-Length counts encoded
 * bytes, and fetch hands out decoded ones.
 */
async function downloadRuntime(baseUrl: string, onProgress: DownloadProgress): Promise<void> {
  const manifestResponse = await fetch(`${baseUrl}manifest.json`);
  if (!manifestResponse.ok)
    throw new Error(`The runtime's file list could not be loaded (${manifestResponse.status}).`);
  const manifest = (await manifestResponse.json()) as RuntimeManifest;
  const total = Object.values(manifest.sizes).reduce((sum, size) => sum + size, 0);
  let loaded = 0;
  onProgress(0, total);
  await Promise.all(
    Object.keys(manifest.sizes).map(async (file) => {
      const response = await fetch(baseUrl + file);
      if (!response.ok || !response.body)
        throw new Error(`${file} could not be downloaded (${response.status}).`);
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        loaded += value.byteLength;
        onProgress(Math.min(loaded, total), total);
      }
    }),
  );
  onProgress(total, total);
}
