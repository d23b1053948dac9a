// Python's memory after start-up, made once by the build so the browser skips the start-up.
//
// Loading Pyodide means compiling its WebAssembly and then booting CPython: unpacking the standard
// library's path, importing encodings, site and the modules every program needs. The boot is the
// larger part (2.4 s of a 2.9 s load in Node here; 4–5 s of a cold load in a Chromium worker).
// Pyodide can save the WebAssembly memory of a booted interpreter and start a later instance from it
// (`_makeSnapshot` / `makeMemorySnapshot` / `_loadSnapshot`, the mechanism Cloudflare's Python Workers
// use). The build boots Pyodide in Node, imports `snapshotImports`, and writes that memory, without
// its empty pages (lib/code-runners/sparse-memory.ts: 15 MB instead of 31 MB), to a file beside the
// runtime; the Python worker starts from it (lib/code-runners/python-session.ts) and falls back to a
// plain start when the file is missing or refused.
//
// The file's name carries a hash of the Pyodide version, of what was imported and of the code that
// makes and packs it, so a change to any is a new URL (the immutable caching of /runtimes/ stays
// correct) and a new file in the build's cache.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { packSparse } from '../src/lib/code-runners/sparse-memory.ts';

/**
 * Imported before the memory is saved: the Python worker's own modules, and the standard modules the
 * labs' examples and a maker's first programs use. Each one is then already imported in the browser.
 */
export const snapshotImports = [
  // The worker's own (python-session.ts).
  'importlib',
  'json',
  'linecache',
  'os',
  'shutil',
  'sys',
  'time',
  'traceback',
  // Common in programs: numbers, text, data and structures.
  'collections',
  'dataclasses',
  'functools',
  'itertools',
  'math',
  'random',
  're',
  'statistics',
  'struct',
  'typing',
];

export function snapshotFileName(pyodideVersion: string): string {
  const hash = createHash('sha256')
    // What makes the file: a change to how it is made is a new name too, never a stale cached file.
    .update([pyodideVersion, snapshotImports.join(','), makePyodideSnapshot, packSparse].join('\n'))
    .digest('hex')
    .slice(0, 12);
  return `memory-${hash}.bin`;
}

interface SnapshotPyodide {
  runPython(code: string): unknown;
  makeMemorySnapshot(): Uint8Array;
}

/** Boots Pyodide from its package folder in Node and returns its memory after `snapshotImports`, packed. */
export async function makePyodideSnapshot(packageDir: string): Promise<Uint8Array> {
  const { loadPyodide } = (await import(pathToFileURL(path.join(packageDir, 'pyodide.mjs')).href)) as {
    loadPyodide: (options: Record<string, unknown>) => Promise<SnapshotPyodide>;
  };
  const pyodide = await loadPyodide({
    indexURL: packageDir + path.sep,
    packages: [],
    _makeSnapshot: true,
  });
  pyodide.runPython(`import ${snapshotImports.join(', ')}`);
  return packSparse(pyodide.makeMemorySnapshot());
}
