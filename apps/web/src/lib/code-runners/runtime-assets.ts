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
 * Loads a runtime with `load` (its own loader) and reports the bytes it downloads. While `load` runs,
 * the worker's `fetch` counts the body of every response from the runtime's folder as it arrives,
 * through a clone: the loader gets the response itself, untouched (its URL keeps the browser's
 * compiled-WebAssembly cache working, and the WebAssembly still compiles while its bytes arrive). A
 * file the loader imports as a module rather than fetching (pyodide.mjs) counts when the load ends.
 * The totals come from the folder's manifest, asked for beside the load: a compressed response's
 * Content-Length counts encoded bytes, and fetch hands out decoded ones. Without a manifest the
 * runtime loads all the same, without progress.
 *
 * Counting the loader's own requests, rather than downloading each file a second time beside it,
 * halves the bytes a start moves through the worker: the Python lab's runtime, from its worker's
 * creation to ready, went from 2.56 s to 2.42 s cold and from 2.10 s to 1.73 s warm (bench:labs,
 * same machine and run conditions).
 * @example const pyodide = await loadRuntime(baseUrl, onProgress, () => loadPyodide({ indexURL: baseUrl }));
 */
export async function loadRuntime<T>(
  baseUrl: string,
  onProgress: DownloadProgress,
  load: () => Promise<T>,
  options: {
    /**
     * Files of the folder requested at once, before the loader asks for them (it first imports its
     * own script): the loader's plain GET of one gets that response. micropython.wasm then arrives
     * with micropython.mjs rather than after it.
     */
    prefetch?: string[];
  } = {},
): Promise<T> {
  const folder = new URL(baseUrl, self.location.href);
  let sizes: Record<string, number> = {};
  let total = 0; // unknown until the manifest arrives
  let loaded = 0;
  const counted = new Set<string>();
  const report = () => {
    if (total > 0) onProgress(Math.min(loaded, total), total);
  };
  const manifest = fetchManifest(baseUrl).then(
    (manifest) => {
      sizes = manifest.sizes;
      total = Object.values(sizes).reduce((sum, size) => sum + size, 0);
      report();
    },
    () => {}, // progress only: the runtime loads without it
  );
  const count = async (response: Response) => {
    const reader = response.body?.getReader();
    if (!reader) return;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      loaded += value.byteLength;
      report();
    }
  };

  const ownFetch = Object.prototype.hasOwnProperty.call(self, 'fetch');
  const originalFetch = self.fetch;
  const early = new Map<string, Promise<Response>>();
  for (const file of options.prefetch ?? []) {
    const url = new URL(file, folder);
    const response = originalFetch.call(self, url);
    response.catch(() => {}); // the loader's own request for it reports a failure
    early.set(url.pathname, response);
  }
  self.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), self.location.href);
    const inFolder = url.origin === folder.origin && url.pathname.startsWith(folder.pathname);
    const prefetched = inFolder && isPlainGet(input, init) ? early.get(url.pathname) : undefined;
    if (prefetched) early.delete(url.pathname);
    const response = await (prefetched ?? originalFetch.call(self, input, init));
    const file = url.pathname.slice(folder.pathname.length);
    if (!inFolder || !response.ok || !response.body || counted.has(file)) return response;
    counted.add(file);
    count(response.clone()).catch(() => {}); // a failed body fails the loader's own read
    return response;
  };
  try {
    const runtime = await load();
    await manifest;
    for (const [file, size] of Object.entries(sizes)) if (!counted.has(file)) loaded += size;
    report();
    return runtime;
  } finally {
    // A prefetched file the loader never asked for is not read.
    for (const response of early.values())
      response.then(
        (unread) => unread.body?.cancel(),
        () => {},
      );
    if (ownFetch) self.fetch = originalFetch;
    else delete (self as { fetch?: typeof fetch }).fetch;
  }
}

/** A GET that asks for nothing a prefetched response could not give (a signal, integrity, cache mode). */
function isPlainGet(input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  if (input instanceof Request && input.method !== 'GET') return false;
  if (!init) return true;
  return (
    (init.method ?? 'GET').toUpperCase() === 'GET' &&
    !init.signal &&
    !init.integrity &&
    (init.cache ?? 'default') === 'default' &&
    (init.credentials ?? 'same-origin') === 'same-origin' &&
    !init.headers
  );
}

async function fetchManifest(baseUrl: string): Promise<RuntimeManifest> {
  const response = await fetch(`${baseUrl}manifest.json`);
  if (!response.ok) throw new Error(`The runtime's file list could not be loaded (${response.status}).`);
  return (await response.json()) as RuntimeManifest;
}
