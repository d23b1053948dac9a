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
 * the worker's `fetch` counts the body of every response from the runtime's folder as the loader
 * reads it (the WebAssembly still compiles while its bytes arrive); a file the loader imports as a
 * module rather than fetching (pyodide.mjs) counts when the load ends. The totals come from the
 * folder's manifest, asked for beside the load: a compressed response's Content-Length counts encoded
 * bytes, and fetch hands out decoded ones.
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
     * own script): the loader's request for one gets that response. Micropython.wasm then arrives
     * with micropython.mjs rather than after it.
     */
    prefetch?: string[];
  } = {},
): Promise<T> {
  const folder = new URL(baseUrl, self.location.href);
  let sizes: Record<string, number> | undefined;
  let loaded = 0;
  const counted = new Set<string>();
  const report = () => {
    if (!sizes) return;
    const total = Object.values(sizes).reduce((sum, size) => sum + size, 0);
    onProgress(Math.min(loaded, total), total);
  };
  const manifest = fetchManifest(baseUrl).then((manifest) => {
    sizes = manifest.sizes;
    report();
  });

  const ownFetch = Object.prototype.hasOwnProperty.call(self, 'fetch');
  const originalFetch = self.fetch;
  const early = new Map(
    (options.prefetch ?? []).map((file) => [
      new URL(file, folder).pathname,
      originalFetch.call(self, new URL(file, folder)),
    ]),
  );
  self.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), self.location.href);
    const inFolder = url.origin === folder.origin && url.pathname.startsWith(folder.pathname);
    const prefetched = inFolder && (init?.method ?? 'GET') === 'GET' ? early.get(url.pathname) : undefined;
    early.delete(url.pathname);
    const response = await (prefetched ?? originalFetch.call(self, input, init));
    if (!inFolder || !response.ok || !response.body) return response;
    counted.add(url.pathname.slice(folder.pathname.length));
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          loaded += chunk.byteLength;
          report();
          controller.enqueue(chunk);
        },
      }),
    );
    // The body is decoded already: its encoding and encoded length no longer describe it.
    const headers = new Headers(response.headers);
    headers.delete('Content-Encoding');
    headers.delete('Content-Length');
    return new Response(body, { status: response.status, statusText: response.statusText, headers });
  };
  try {
    const [runtime] = await Promise.all([load(), manifest]);
    for (const [file, size] of Object.entries(sizes ?? {})) if (!counted.has(file)) loaded += size;
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

async function fetchManifest(baseUrl: string): Promise<RuntimeManifest> {
  const response = await fetch(`${baseUrl}manifest.json`);
  if (!response.ok) throw new Error(`The runtime's file list could not be loaded (${response.status}).`);
  return (await response.json()) as RuntimeManifest;
}
