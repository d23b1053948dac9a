import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntime } from './runtime-assets.ts';

const baseUrl = '/runtimes/test-1.0.0/';
const files: Record<string, Uint8Array> = {
  'runtime.mjs': new Uint8Array(3_000).fill(7),
  'memory.bin': Uint8Array.from({ length: 200_000 }, (_, index) => index % 251),
};

/** Serves the runtime folder: its manifest and each file's body in chunks of 64 kB, counting requests. */
function serveFolder(manifestSizes: Record<string, number>) {
  const requests: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    requests.push(url);
    if (url === `${baseUrl}manifest.json`)
      return Promise.resolve(Response.json({ version: '1.0.0', sizes: manifestSizes }));
    const content = files[url.slice(baseUrl.length)];
    if (!content) return Promise.resolve(new Response('missing', { status: 404 }));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < content.length; offset += 65_536)
          controller.enqueue(content.slice(offset, offset + 65_536));
        controller.close();
      },
    });
    return Promise.resolve(new Response(body));
  });
  return requests;
}

const sizes = Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, bytes.length]));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loadRuntime', () => {
  it('reports progress up to the manifest total and hands a named file to the loader, downloaded once', async () => {
    const requests = serveFolder(sizes);
    const progress: Array<[number, number]> = [];
    const handed = await loadRuntime(
      baseUrl,
      (loaded, total) => progress.push([loaded, total]),
      async (file) => new Uint8Array(await file('memory.bin')),
      ['memory.bin'],
    );
    expect(handed).toEqual(files['memory.bin']);
    expect(progress[0]).toEqual([0, 203_000]);
    expect(progress.at(-1)).toEqual([203_000, 203_000]);
    expect(progress.map(([loaded]) => loaded)).toEqual(
      [...progress.map(([loaded]) => loaded)].sort((a, b) => a - b),
    );
    expect(requests.filter((url) => url.endsWith('memory.bin'))).toHaveLength(1);
    expect(requests.filter((url) => url.endsWith('runtime.mjs'))).toHaveLength(1);
  });

  it('fails a handed-over file that the manifest does not list, so the loader can go without it', async () => {
    serveFolder({ 'runtime.mjs': 3_000 });
    const outcome = await loadRuntime(
      baseUrl,
      () => {},
      async (file) =>
        file('memory.bin').then(
          () => 'used',
          (error: Error) => `without it: ${error.message}`,
        ),
      ['memory.bin'],
    );
    expect(outcome).toBe("without it: memory.bin is not in the runtime's file list.");
  });

  it('refuses a file that was not named to be handed over', async () => {
    serveFolder(sizes);
    await expect(
      loadRuntime(
        baseUrl,
        () => {},
        (file) => file('memory.bin'),
      ),
    ).rejects.toThrow('memory.bin was not named to be handed over.');
  });

  it('fails the load, and the handed-over file, when a file cannot be downloaded', async () => {
    // Only the missing file is listed: the download fails before it could reach the handed-over one.
    serveFolder({ 'gone.wasm': 10 });
    let handedError = '';
    await expect(
      loadRuntime(
        baseUrl,
        () => {},
        (file) =>
          file('memory.bin').catch((error: Error) => {
            handedError = error.message;
          }),
        ['memory.bin'],
      ),
    ).rejects.toThrow('gone.wasm could not be downloaded (404).');
    expect(handedError).toBe('gone.wasm could not be downloaded (404).');
  });
});
