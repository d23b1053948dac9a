/**
 * Fresh instances of MicroPython's WebAssembly port, all from one compiled module: each run gets its
 * own (a new heap, fresh modules and builtins, as a board has after a soft reset). Measured in Node 20
 * on the 2-core machine while other work ran (median of 40, 2026-12-02): 3.0–5.8 ms to instantiate
 * the compiled module and boot the port; 5.4–8.7 ms for a whole run of `pass`, with the `machine`
 * module's import. The port's first load, which compiles micropython.wasm, took 29 ms.
 *
 * The port's loadMicroPython() fetches and instantiates micropython.wasm itself and passes no
 * Emscripten `instantiateWasm` hook through, and a sealed worker has no fetch left (seal-worker.ts).
 * So while an instance loads (no program runs meanwhile), WebAssembly.instantiate and
 * instantiateStreaming are lent versions that instantiate the compiled module, and the port's fetch
 * of the file gets an empty answer it never reads; all are put back before the load returns.
 *
 * The port also keeps its proxies' bookkeeping on the global object, where the newest instance
 * replaces the last: the FinalizationRegistry that frees the Python object of a garbage-collected
 * proxy would, for a proxy of an earlier instance, free an unrelated object of the current one. The
 * registry each instance creates is made to ignore proxies once its instance is no longer current.
 */

/** The part of the port's API the lab uses. */
export interface MicroPython {
  runPython(code: string): unknown;
  registerJsModule(name: string, module: object): void;
  FS: { writeFile(path: string, data: string): void };
}

/** An error raised by the Python program: its type's name and the traceback. */
export interface PythonError extends Error {
  type: string;
}

export interface MicroPythonOptions {
  /** Where the port would fetch micropython.wasm from (it is never fetched: see above). */
  url?: string;
  stdout: (bytes: Uint8Array) => void;
  stderr: (bytes: Uint8Array) => void;
  linebuffer: false;
  heapsize?: number;
}

/** micropython.mjs's `loadMicroPython`. */
export type LoadMicroPython = (options: MicroPythonOptions) => Promise<MicroPython>;

/** What the port sets on the global object: its current instance. */
type PortGlobals = { Module?: unknown };

export async function instantiateMicroPython(
  loadMicroPython: LoadMicroPython,
  compiled: WebAssembly.Module,
  options: MicroPythonOptions,
): Promise<MicroPython> {
  const scope = globalThis as typeof globalThis & PortGlobals;
  const { instantiate, instantiateStreaming } = WebAssembly;
  const fetchDescriptor = Object.getOwnPropertyDescriptor(scope, 'fetch');
  const Registry = scope.FinalizationRegistry;

  const instantiateCompiled = async (imports?: WebAssembly.Imports) => ({
    module: compiled,
    instance: await instantiate.call(WebAssembly, compiled, imports),
  });
  WebAssembly.instantiate = ((source: BufferSource | WebAssembly.Module, imports?: WebAssembly.Imports) =>
    source instanceof WebAssembly.Module
      ? instantiate.call(WebAssembly, source, imports)
      : instantiateCompiled(imports)) as typeof WebAssembly.instantiate;
  WebAssembly.instantiateStreaming = (_source, imports) => instantiateCompiled(imports);
  scope.fetch = () => Promise.resolve(new Response(null));
  scope.FinalizationRegistry = class InstanceRegistry<T> extends Registry<T> {
    constructor(cleanup: (held: T) => void) {
      // The port creates its registry right after making the new instance current.
      const owner = scope.Module;
      super((held) => {
        if (scope.Module === owner) cleanup(held);
      });
    }
  };
  try {
    return await loadMicroPython(options);
  } finally {
    WebAssembly.instantiate = instantiate;
    WebAssembly.instantiateStreaming = instantiateStreaming;
    if (fetchDescriptor) Object.defineProperty(scope, 'fetch', fetchDescriptor);
    else delete (scope as { fetch?: unknown }).fetch;
    scope.FinalizationRegistry = Registry;
  }
}

/** Compiles micropython.wasm from `url` once, for every instance of the worker's life. */
export async function compileMicroPython(url: string): Promise<WebAssembly.Module> {
  try {
    return await WebAssembly.compileStreaming(fetch(url));
  } catch {
    // A server that does not say application/wasm: compile the bytes instead.
    const response = await fetch(url);
    if (!response.ok) throw new Error(`MicroPython could not be downloaded (${response.status}).`);
    return WebAssembly.compile(await response.arrayBuffer());
  }
}
