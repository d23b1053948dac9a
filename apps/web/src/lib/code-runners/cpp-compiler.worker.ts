/**
 * The C++ lab's compiler worker: clang and wasm-ld (@yowasp/clang, served by our own build under
 * /runtimes/clang-<version>/) turn the program into a WASI module. Clang stays loaded here for the
 * page's lifetime, so only the first compile downloads anything; its files are kept in Cache Storage
 * (runtime-cache.ts) for the next visit. It starts loading clang as soon as it starts: the page's HTML
 * or route loader may create it before the lab's runner exists (early-workers.ts), so it posts nothing
 * until the runner's `load` arrives, then the latest progress and `ready` (as serve-load.ts does).
 *
 * Its flags are in cpp-compile-options.ts. Beside clang's files it fetches the precompiled <iostream>
 * the build made (tooling/clang-pch.ts): the lab is ready without it, and a compile that can use it
 * waits for it. Fetched after clang, it was still arriving when a learner's first Run came (an
 * iostream hello world's first output 4.4 s after a cold visit; fetched beside clang, see
 * docs/performance.md). The header of the four common headers follows once clang is loaded, and
 * <bits/stdc++.h>'s (28 MB) when a program first includes it.
 */
import type * as YowaspClang from '@yowasp/clang';
import type { CompilerEvent, CompilerRequest, OptimisationLevel } from './cpp-protocol.ts';
import {
  headerFiles,
  precompiledHeaderFor,
  precompiledHeaders,
  programArgs,
  refusesPrecompiledHeader,
  type PrecompiledHeader,
} from './cpp-compile-options.ts';
import { labHeaderFiles } from './cpp-lab-headers.ts';
import { sourceFileName } from './cpp-protocol.ts';
import { runtimeCacheFetch } from './runtime-cache.ts';
import { runtimeBaseUrls } from './runtime-assets.ts';

type Command = YowaspClang.Command;
type Tree = YowaspClang.Tree;

let clangxx: Command | null = null;
/** The precompiled headers' bytes by id, once asked for; null when the build made none or it could not be had. */
const precompiled = new Map<string, Promise<Uint8Array | null>>();

const post = (event: CompilerEvent, transfer: Transferable[] = []) => self.postMessage(event, transfer);

let listening = false;
let heldProgress: CompilerEvent | null = null;
const progress = (event: CompilerEvent) => {
  if (listening) post(event);
  else heldProgress = event;
};

async function load() {
  const baseUrl = runtimeBaseUrls.clang;
  // bundle.js fetches clang's files with the global fetch it finds when it is evaluated.
  globalThis.fetch = await runtimeCacheFetch('clang', __CLANG_VERSION__);
  prefetch('beside clang');
  const clang = (await import(/* @vite-ignore */ `${baseUrl}bundle.js`)) as typeof YowaspClang;
  // Called without arguments, a command only fetches and compiles clang's files.
  await clang.commands['clang++'](
    undefined,
    {},
    {
      fetchProgress: ({ totalLength, doneLength }) =>
        progress({ type: 'progress', loaded: Math.min(doneLength, totalLength), total: totalLength }),
    },
  );
  clangxx = clang.commands['clang++'];
  prefetch('after clang');
}

function prefetch(when: PrecompiledHeader['prefetch']) {
  for (const header of precompiledHeaders) if (header.prefetch === when) precompiledBytes(header);
}

/** The header's bytes, fetched once (and kept in Cache Storage by the fetch `load` installed). */
function precompiledBytes(header: PrecompiledHeader): Promise<Uint8Array | null> {
  let bytes = precompiled.get(header.id);
  if (!bytes) {
    bytes = fetchPrecompiledHeader(header);
    precompiled.set(header.id, bytes);
  }
  return bytes;
}

async function fetchPrecompiledHeader(header: PrecompiledHeader): Promise<Uint8Array | null> {
  const file = __CLANG_PCH__[header.id];
  if (!file) return null;
  try {
    const response = await fetch(`${runtimeBaseUrls.clang}${file}`);
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
  } catch {
    return null; // programs compile without it, as before it existed
  }
}

/** Runs clang++ with its messages collected; a failed compile or link gives no output. */
async function runCapturing(args: string[], files: Tree) {
  if (!clangxx) throw new Error('The compiler is not loaded yet.');
  const decoder = new TextDecoder();
  let stderr = '';
  const collect = (bytes: Uint8Array | null) => {
    stderr += bytes ? decoder.decode(bytes, { stream: true }) : decoder.decode();
  };
  try {
    const output = await clangxx(args, files, { decodeASCII: false, stdout: collect, stderr: collect });
    return { output: output ?? null, stderr };
  } catch (error) {
    // Clang exits with a status: what went wrong is in `stderr` already.
    if (error instanceof Error && 'code' in error) return { output: null, stderr };
    throw error;
  }
}

async function compile(code: string, level: OptimisationLevel) {
  const started = performance.now();
  const build = (from: { header: PrecompiledHeader; pch: Uint8Array } | null) => {
    const files = from && headerFiles(from.header);
    return runCapturing(programArgs(level, from?.header ?? null), {
      [sourceFileName]: code,
      ...labHeaderFiles,
      ...(from && files ? { [files.name]: files.text, [files.output]: from.pch } : {}),
    });
  };
  const header = precompiledHeaderFor(code, level);
  const pch = header ? await precompiledBytes(header) : null;
  let { output, stderr } = await build(header && pch ? { header, pch } : null);
  // The build made the header with this clang and these flags, so clang should never refuse it; if
  // it does, the program compiles without it, and so do the page's later programs.
  if (header && pch && !output && refusesPrecompiledHeader(stderr)) {
    precompiled.set(header.id, Promise.resolve(null));
    ({ output, stderr } = await build(null));
  }
  const program = output?.['program.wasm'];
  const wasm = program instanceof Uint8Array ? program.slice().buffer : null;
  return { wasm, stderr, seconds: (performance.now() - started) / 1000 };
}

const loaded = load();
loaded.catch(() => {}); // reported when the page asks to load

self.addEventListener('message', (message: MessageEvent<CompilerRequest>) => {
  const request = message.data;
  if (request.type === 'load') {
    listening = true;
    if (heldProgress) post(heldProgress);
    heldProgress = null;
    loaded.then(
      () => post({ type: 'ready' }),
      (error: unknown) => post({ type: 'load-failed', message: errorMessage(error) }),
    );
    return;
  }
  compile(request.code, request.level).then(
    ({ wasm, stderr, seconds }) =>
      post({ type: 'compiled', id: request.id, wasm, stderr, seconds }, wasm ? [wasm] : []),
    (error: unknown) =>
      post({
        type: 'compiled',
        id: request.id,
        wasm: null,
        stderr: `The compiler failed: ${errorMessage(error)}\n`,
        seconds: 0,
      }),
  );
});

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
