/**
 * The C++ lab's compiler worker: clang and wasm-ld (@yowasp/clang, served by our own build under
 * /runtimes/clang-<version>/) turn the program into a WASI module. Clang stays loaded here for the
 * page's lifetime, so only the first compile downloads anything; its files are kept in Cache Storage
 * (runtime-cache.ts) for the next visit. It starts loading clang as soon as it starts: the page's HTML
 * or route loader may create it before the lab's runner exists (early-workers.ts), so it posts nothing
 * until the runner's `load` arrives, then the latest progress and `ready` (as serve-runner.ts does).
 *
 * libc++ in this sysroot is built without exceptions. The program is compiled with exceptions on in
 * the language (so `throw` compiles: with -fno-exceptions it is an error) but there is no unwinder,
 * so a `throw` calls __cxa_throw and nothing can catch it; the small translation unit below defines
 * __cxa_allocate_exception and __cxa_throw so that it links and ends the program with a message.
 * It is compiled the first time a program needs it (its link names those two functions), not while
 * the lab loads: that compile is most of a second, and most programs never throw.
 */
import type * as YowaspClang from '@yowasp/clang';
import type { CompilerEvent, CompilerRequest, OptimisationLevel } from './cpp-protocol.ts';
import { programStackBytes, sourceFileName } from './cpp-protocol.ts';
import { runtimeCacheFetch } from './runtime-cache.ts';
import { runtimeBaseUrls } from './runtime-assets.ts';

type Command = YowaspClang.Command;
type Tree = YowaspClang.Tree;

// Reading libc++'s headers is most of a compile. In C++20 mode they include many others "for
// compatibility"; without those (as in C++23 mode) <algorithm> or <iostream> parse in about half the
// time, and a program includes what it uses, as it must for other compilers anyway.
const commonFlags = ['-std=c++20', '-Wall', '-fno-color-diagnostics', '-D_LIBCPP_REMOVE_TRANSITIVE_INCLUDES'];

// The stack first in memory: an overflow runs below address 0 and traps, rather than writing over
// the program's globals.
const linkFlags = [`-Wl,-z,stack-size=${programStackBytes}`, '-Wl,--stack-first'];

const exceptionsSource = `#include <cstdio>
#include <cstdlib>
#include <cxxabi.h>
#include <typeinfo>

namespace __cxxabiv1 {
extern "C" {
void* __cxa_allocate_exception(size_t size) noexcept { return std::malloc(size); }

void __cxa_throw(void*, std::type_info* type, void* (*)(void*)) {
  int status = 0;
  char* name = abi::__cxa_demangle(type->name(), nullptr, nullptr, &status);
  std::fflush(stdout);
  std::fprintf(stderr,
               "terminate: a %s was thrown, but exceptions are disabled in this lab "
               "(libc++ is built without them)\\n",
               status == 0 ? name : type->name());
  std::abort();
}
}
}
`;

let clangxx: Command | null = null;
let exceptionsObject: Uint8Array | null = null;

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
}

/** The exception stub's object file, compiled once. */
async function exceptionStub(): Promise<Uint8Array> {
  if (exceptionsObject) return exceptionsObject;
  const stub = await runCapturing(
    [...commonFlags, '-O2', '-c', 'lab-exceptions.cpp', '-o', 'lab-exceptions.o'],
    { 'lab-exceptions.cpp': exceptionsSource },
  );
  const object = stub.output?.['lab-exceptions.o'];
  if (!(object instanceof Uint8Array)) throw new Error(`The exception stub did not compile: ${stub.stderr}`);
  exceptionsObject = object;
  return object;
}

/** wasm-ld's words when a program throws and the stub was not linked. */
const needsExceptionStub = (stderr: string) =>
  /undefined symbol: __cxa_(throw|allocate_exception)\b/.test(stderr);

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
  const build = (stub: Uint8Array | null) =>
    runCapturing(
      [
        ...commonFlags,
        ...linkFlags,
        level,
        sourceFileName,
        ...(stub ? ['lab-exceptions.o'] : []),
        '-o',
        'program.wasm',
      ],
      { [sourceFileName]: code, ...(stub ? { 'lab-exceptions.o': stub } : {}) },
    );
  // Once compiled, the stub is linked into every program (unused, it adds nothing to it).
  let { output, stderr } = await build(exceptionsObject);
  if (!output && !exceptionsObject && needsExceptionStub(stderr))
    ({ output, stderr } = await build(await exceptionStub()));
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
