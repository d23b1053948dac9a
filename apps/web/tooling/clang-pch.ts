// The C++ lab's precompiled <iostream>, made once by the build with the lab's own clang (@yowasp/clang
// runs in Node as in the browser) and served beside it; the compiler worker passes it to programs that
// include <iostream> (src/lib/code-runners/cpp-compile-options.ts says when, and with which flags).
//
// The file's name carries a hash of the clang version, of the flags and header and of the code that
// makes it, so a change to any is a new URL (the immutable caching of /runtimes/ stays correct) and a
// new file in the build's cache. Clang refuses a header made with other options, and the worker then
// compiles without it, so a stale file would cost time, never a wrong program.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as YowaspClang from '@yowasp/clang';
import { precompileArgs, precompiledHeader } from '../src/lib/code-runners/cpp-compile-options.ts';

export function clangPchFileName(clangVersion: string): string {
  const hash = createHash('sha256')
    .update([clangVersion, precompileArgs.join(' '), precompiledHeader.text, makeClangPch].join('\n'))
    .digest('hex')
    .slice(0, 12);
  return `iostream-${hash}.pch`;
}

/** Runs the package's clang++ (in `packageDir`, its gen/ folder) in Node and returns the header it makes. */
export async function makeClangPch(packageDir: string): Promise<Uint8Array> {
  const clang = (await import(pathToFileURL(path.join(packageDir, 'bundle.js')).href)) as typeof YowaspClang;
  let stderr = '';
  const decoder = new TextDecoder();
  try {
    const output = await clang.commands['clang++'](
      precompileArgs,
      { [precompiledHeader.name]: precompiledHeader.text },
      {
        decodeASCII: false,
        stdout: () => {},
        stderr: (bytes) => (stderr += bytes ? decoder.decode(bytes, { stream: true }) : ''),
        fetchProgress: () => {},
      },
    );
    const made = output?.[precompiledHeader.output];
    if (made instanceof Uint8Array) return made;
  } catch (error) {
    if (!(error instanceof Error && 'code' in error)) throw error;
  }
  throw new Error(`clang did not precompile ${precompiledHeader.name}: ${stderr}`);
}
