// Lets a worker show a download progress bar for a runtime that Vite bundles (TensorFlow.js for the
// TinyML lab): the worker writes the placeholder string '__RUNTIME_CHUNK_FILES__:<chunk name>' and
// this plugin replaces it, in the worker's built code, with the JSON of the files that chunk loads
// ({ "/assets/<file>.js": decoded bytes }). The worker downloads those files with progress, then
// imports the chunk, which comes from the browser's cache. Sizes are taken after minification, from
// the final code; a file's name carries its hash, so the numbers stay true for the immutable cache.
// In the dev server the placeholder stays, and the worker imports the runtime without a progress bar.
import type { Plugin, Rolldown } from 'vite';

type BuiltChunk = Rolldown.OutputChunk;

const placeholder = /(["'`])__RUNTIME_CHUNK_FILES__:([\w-]+)\1/g;

export function runtimeChunkSizes(): Plugin {
  return {
    name: 'runtime-chunk-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is BuiltChunk => output.type === 'chunk');
      for (const chunk of chunks) {
        if (!chunk.code.includes('__RUNTIME_CHUNK_FILES__')) continue;
        chunk.code = chunk.code.replace(placeholder, (_match, _quote, name: string) =>
          JSON.stringify(JSON.stringify(filesOf(chunks, chunk, name))),
        );
      }
    },
  };
}

/** The named chunk and the chunks it imports, except those the importing chunk already loaded. */
function filesOf(chunks: BuiltChunk[], importer: BuiltChunk, name: string): Record<string, number> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const runtime = chunks.find((chunk) => chunk.name === name);
  if (!runtime) throw new Error(`runtime-chunk-sizes: no chunk named "${name}" in the worker's bundle.`);
  const loaded = new Set([importer.fileName, ...importer.imports]);
  const files: Record<string, number> = {};
  const visit = (chunk: BuiltChunk) => {
    if (loaded.has(chunk.fileName) || `/${chunk.fileName}` in files) return;
    files[`/${chunk.fileName}`] = Buffer.byteLength(chunk.code);
    for (const imported of chunk.imports) {
      const next = byFile.get(imported);
      if (next) visit(next);
    }
  };
  visit(runtime);
  return files;
}
