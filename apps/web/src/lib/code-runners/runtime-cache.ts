/**
 * A `fetch` that keeps a runtime's files in the origin's Cache Storage. The browser's HTTP cache
 * does not keep a file larger than a fraction of its size (Chromium: an eighth, so about 40 MB at
 * most), and clang's core is 75 MB: without this, every visit to the C++ lab would download it
 * again. Files are stored under a cache named after the runtime's versioned folder, and caches of
 * other versions of the same runtime are deleted, so an upgrade does not leave 100 MB behind.
 */

/**
 * @example
 * const cachedFetch = await runtimeCacheFetch('clang', '22.0.0-git20542-10');
 * const response = await cachedFetch('/runtimes/clang-22.0.0-git20542-10/llvm.core.wasm');
 */
export async function runtimeCacheFetch(name: string, version: string): Promise<typeof fetch> {
  const network = globalThis.fetch.bind(globalThis);
  // Cache Storage exists only in secure contexts (HTTPS, localhost); elsewhere the network it is.
  if (typeof caches === 'undefined') return network;
  const cacheName = `runtime-${name}-${version}`;
  for (const key of await caches.keys()) {
    if (key.startsWith(`runtime-${name}-`) && key !== cacheName) await caches.delete(key);
  }
  const cache = await caches.open(cacheName);
  return async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'GET') return network(request);
    const stored = await cache.match(request);
    if (stored) return stored;
    const response = await network(request);
    // Stored while the caller reads its copy (so its progress and streaming compile go on). A put
    // that fails (the origin's quota is full) costs only the next visit a download.
    if (response.ok) cache.put(request, response.clone()).catch(() => undefined);
    return response;
  };
}
