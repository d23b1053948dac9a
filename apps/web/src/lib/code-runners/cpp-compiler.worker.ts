/**
 * The C++ lab's compiler worker: clang and wasm-ld (@yowasp/clang, served by our own build under
 * /runtimes/clang-<version>/) turn the program into a WASI module. Clang stays loaded here for the
 * page's lifetime, so only the first compile downloads anything; its files are kept in Cache Storage
 * (runtime-cache.ts) for the next visit.
 *
 * libc++ in this sysroot is built without exceptions. The program is compiled with exceptions on in
 * the language (so `throw` compiles: with -fno-exceptions it is an error) but there is no unwinder,
 * so a `throw` calls __cxa_throw and nothing can catch it; the small translation unit below defines
 * __cxa_allocate_exception and __cxa_throw so that it links and ends the program with a message.
 */
import type * as YowaspClang from '@yowasp/clang';
import type { CompilerEvent, CompilerRequest, OptimisationLevel } from './cpp-protocol.ts';
import { sourceFileName } from './cpp-protocol.ts';
import { runtimeCacheFetch } from './runtime-cache.ts';
import { runtimeBaseUrls } from './runtime-assets.ts';

type Command = YowaspClang.Command;
type Tree = YowaspClang.Tree;

// Reading libc++'s headers is most of a compile. In C++20 mode they include many others "for
// compatibility"; without those (as in C++23 mode) <algorithm> or <iostream> parse in about half the
// time, and a program includes what it uses, as it must for other compilers anyway.
const commonFlags = ['-std=c++20', '-Wall', '-fno-color-diagnostics', '-D_LIBCPP_REMOVE_TRANSITIVE_INCLUDES'];

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
        post({ type: 'progress', loaded: Math.min(doneLength, totalLength), total: totalLength }),
    },
  );
  clangxx = clang.commands['clang++'];
  const stub = await runCapturing(
    [...commonFlags, '-O2', '-c', 'lab-exceptions.cpp', '-o', 'lab-exceptions.o'],
    { 'lab-exceptions.cpp': exceptionsSource },
  );
  const object = stub.output?.['lab-exceptions.o'];
  if (!(object instanceof Uint8Array)) throw new Error(`The exception stub did not compile: ${stub.stderr}`);
  exceptionsObject = object;
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
  if (!exceptionsObject) throw new Error('The compiler is not loaded yet.');
  const started = performance.now();
  const { output, stderr } = await runCapturing(
    [...commonFlags, level, sourceFileName, 'lab-exceptions.o', '-o', 'program.wasm'],
    { [sourceFileName]: code, 'lab-exceptions.o': exceptionsObject },
  );
  const program = output?.['program.wasm'];
  const wasm = program instanceof Uint8Array ? program.slice().buffer : null;
  return { wasm, stderr, seconds: (performance.now() - started) / 1000 };
}

self.addEventListener('message', (message: MessageEvent<CompilerRequest>) => {
  const request = message.data;
  if (request.type === 'load') {
    load().then(
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
