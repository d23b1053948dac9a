import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntime } from './runtime-assets.ts';

const baseUrl = '/runtimes/test-1.0.0/';
const files: Record<string, Uint8Array> = {
  'runtime.mjs': new Uint8Array(3_000).fill(7),
  'runtime.wasm': Uint8Array.from({ length: 200_000 }, (_, index) => index % 251),
};
const sizes = { 'runtime.mjs': 3_000, 'runtime.wasm': 200_000 };

/** Serves the runtime folder: its manifest and each file's body in chunks of 64 kB, logging requests. */
function serveFolder(manifestSizes: Record<string, number> | null) {
  const requests: string[] = [];
  const serve = (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    requests.push(url.pathname);
    if (url.pathname === `${baseUrl}manifest.json`)
      return Promise.resolve(
        manifestSizes
          ? Response.json({ version: '1.0.0', sizes: manifestSizes })
          : new Response('gone', { status: 503 }),
      );
    const content = files[url.pathname.slice(baseUrl.length)];
    if (!url.pathname.startsWith(baseUrl) || !content)
      return Promise.resolve(new Response('not here', { status: 404 }));
    // Chunk after chunk, as from a network: each a moment after the one before.
    let offset = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        if (offset >= content.length) return controller.close();
        controller.enqueue(content.slice(offset, offset + 65_536));
        offset += 65_536;
      },
    });
    return Promise.resolve(
      new Response(body, { headers: { 'Content-Type': 'application/wasm', 'Content-Encoding': 'br' } }),
    );
  };
  vi.stubGlobal('fetch', serve);
  return { requests, serve };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadRuntime', () => {
  it("counts the bytes of the loader's own requests as they arrive, each file downloaded once", async () => {
    const { requests } = serveFolder(sizes);
    const progress: Array<[number, number]> = [];
    const bytes = await loadRuntime(
      baseUrl,
      (loaded, total) => progress.push([loaded, total]),
      async () => {
        const response = await fetch(`${baseUrl}runtime.wasm`);
        // The loader gets the response as served (its type for streaming compilation).
        expect(response.headers.get('Content-Type')).toBe('application/wasm');
        const reader = response.body!.getReader();
        const parts: number[] = [];
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parts.push(...value);
        }
        return Uint8Array.from(parts);
      },
    );
    expect(bytes).toEqual(files['runtime.wasm']);
    // Counted while the body was read, not only at the end.
    expect(progress.some(([loaded]) => loaded > 0 && loaded < 200_000)).toBe(true);
    // The module the loader did not fetch (an import) counts when the load ends.
    expect(progress.at(-1)).toEqual([203_000, 203_000]);
    expect(progress.every(([, total]) => total === 203_000)).toBe(true);
    const loadedValues = progress.map(([loaded]) => loaded);
    expect(loadedValues).toEqual([...loadedValues].sort((a, b) => a - b));
    expect(requests.filter((pathname) => pathname.endsWith('runtime.wasm'))).toHaveLength(1);
    expect(requests.filter((pathname) => pathname.endsWith('runtime.mjs'))).toHaveLength(0);
  });

  it('requests prefetched files at once and gives the loader that response, without asking again', async () => {
    const { requests } = serveFolder(sizes);
    let requestsBeforeLoaderAsked: string[] = [];
    const progress: number[] = [];
    const length = await loadRuntime(
      baseUrl,
      (loaded) => progress.push(loaded),
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 10)); // the loader imports its script first
        requestsBeforeLoaderAsked = [...requests];
        const response = await fetch(`${baseUrl}runtime.wasm`, { credentials: 'same-origin' });
        return (await response.arrayBuffer()).byteLength;
      },
      { prefetch: ['runtime.wasm'] },
    );
    expect(length).toBe(200_000);
    expect(requestsBeforeLoaderAsked).toContain(`${baseUrl}runtime.wasm`);
    expect(requests.filter((pathname) => pathname.endsWith('runtime.wasm'))).toHaveLength(1);
    expect(progress.at(-1)).toBe(203_000);
  });

  it('gives back the worker’s own fetch afterwards, and passes other requests through untouched', async () => {
    const { serve } = serveFolder(sizes);
    let other: Response | undefined;
    await loadRuntime(
      baseUrl,
      () => {},
      async () => {
        other = await fetch('/api/elsewhere');
      },
    );
    expect(other?.status).toBe(404);
    expect(globalThis.fetch).toBe(serve);
  });

  it('gives back the fetch when the loader fails, and fails with its error', async () => {
    const { serve } = serveFolder(sizes);
    await expect(
      loadRuntime(
        baseUrl,
        () => {},
        () => Promise.reject(new Error('The runtime did not start.')),
      ),
    ).rejects.toThrow('The runtime did not start.');
    expect(globalThis.fetch).toBe(serve);
  });

  it('loads without progress when the file list cannot be loaded', async () => {
    serveFolder(null);
    const progress: number[] = [];
    const loaded = await loadRuntime(
      baseUrl,
      (value) => progress.push(value),
      async () => (await (await fetch(`${baseUrl}runtime.wasm`)).arrayBuffer()).byteLength,
    );
    expect(loaded).toBe(200_000);
    expect(progress).toEqual([]);
  });

  it('counts a file the loader fetches twice once', async () => {
    serveFolder(sizes);
    const progress: Array<[number, number]> = [];
    await loadRuntime(
      baseUrl,
      (loaded, total) => progress.push([loaded, total]),
      async () => {
        await (await fetch(`${baseUrl}runtime.wasm`)).arrayBuffer();
        await (await fetch(`${baseUrl}runtime.wasm`)).arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 20)); // the counting reads finish
        // Every count before the end stayed at one copy: the second added nothing.
        expect(Math.max(...progress.map(([loaded]) => loaded))).toBe(200_000);
      },
    );
    expect(progress.at(-1)).toEqual([203_000, 203_000]);
  });

  it('does not hand a prefetched response to a request that asks for more than a plain GET', async () => {
    const { requests } = serveFolder(sizes);
    await loadRuntime(
      baseUrl,
      () => {},
      async () => {
        await fetch(`${baseUrl}runtime.wasm`, { signal: new AbortController().signal });
      },
      { prefetch: ['runtime.wasm'] },
    );
    expect(requests.filter((pathname) => pathname.endsWith('runtime.wasm'))).toHaveLength(2);
  });
});
