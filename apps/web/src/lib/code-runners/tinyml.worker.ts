/**
 * The TinyML lab's worker. TensorFlow.js (core, layers and the CPU backend) is bundled by Vite into
 * a chunk of its own, tinyml-runtime.ts: its modules import each other by package name, which only
 * a bundler resolves. Loading downloads that chunk with a progress bar (the build writes the file
 * sizes in here: tooling/runtime-chunk-sizes.ts), then imports it from the browser's cache. Stop
 * terminates this worker (a training loop reads no messages); the next one loads from the cache.
 */
import type { PostLoadEvent } from './serve-load.ts';
import { serveRunner } from './serve-runner.ts';
import type { TinyMlDeviceState } from './tinyml-device.ts';
import type { TinyMlRuntime } from './tinyml-runtime.ts';

/** The runtime's files and sizes: the build replaces the placeholder; the dev server leaves it (null). */
function runtimeFileSizes(json: string): Record<string, number> | null {
  try {
    return JSON.parse(json) as Record<string, number>;
  } catch {
    return null;
  }
}

let runtime: TinyMlRuntime | null = null;

async function downloadWithProgress(post: PostLoadEvent) {
  const sizes = runtimeFileSizes('__RUNTIME_CHUNK_FILES__:tinyml-runtime');
  if (!sizes) return;
  const total = Object.values(sizes).reduce((sum, size) => sum + size, 0);
  let loaded = 0;
  post({ type: 'progress', loaded, total });
  await Promise.all(
    Object.keys(sizes).map(async (file) => {
      const response = await fetch(file);
      if (!response.ok || !response.body)
        throw new Error(`TensorFlow.js could not be downloaded (${response.status}).`);
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        loaded += value.byteLength;
        post({ type: 'progress', loaded: Math.min(loaded, total), total });
      }
    }),
  );
}

serveRunner<TinyMlDeviceState>({
  async load(_request, post) {
    await downloadWithProgress(post);
    const { createTinyMlRuntime } = await import('./tinyml-runtime.ts');
    runtime = await createTinyMlRuntime();
  },
  run(request, post) {
    if (!runtime) throw new Error('TensorFlow.js is not loaded yet.');
    return runtime.run(request, post);
  },
});
