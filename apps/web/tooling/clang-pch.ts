// The C++ lab's precompiled headers (<iostream>; <algorithm>, <iostream>, <string> and <vector>;
// <bits/stdc++.h>), made once by the build with the lab's own clang (@yowasp/clang runs in Node as in
// the browser) and served beside it; the compiler worker passes one to a program that includes its
// headers (src/lib/code-runners/cpp-compile-options.ts says which, and with which flags).
//
// The file's name carries a hash of the clang version, of the flags and header and of the code that
// makes it, so a change to any is a new URL (the immutable caching of /runtimes/ stays correct) and a
// new file in the build's cache. Clang refuses a header made with other options, and the worker then
// compiles without it, so a stale file would cost time, never a wrong program.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as YowaspClang from '@yowasp/clang';
import {
  headerFiles,
  precompileArgs,
  type PrecompiledHeader,
} from '../src/lib/code-runners/cpp-compile-options.ts';
import { labHeaderFiles } from '../src/lib/code-runners/cpp-lab-headers.ts';

export function clangPchFileName(clangVersion: string, header: PrecompiledHeader): string {
  const hash = createHash('sha256')
    .update(
      [
        clangVersion,
        precompileArgs(header).join(' '),
        headerFiles(header).text,
        JSON.stringify(labHeaderFiles),
        makeClangPch,
      ].join('\n'),
    )
    .digest('hex')
    .slice(0, 12);
  return `${header.id}-${hash}.pch`;
}

/** Runs the package's clang++ (in `packageDir`, its gen/ folder) in Node and returns the header it makes. */
export async function makeClangPch(packageDir: string, header: PrecompiledHeader): Promise<Uint8Array> {
  const files = headerFiles(header);
  const clang = (await import(pathToFileURL(path.join(packageDir, 'bundle.js')).href)) as typeof YowaspClang;
  let stderr = '';
  const decoder = new TextDecoder();
  try {
    const output = await clang.commands['clang++'](
      precompileArgs(header),
      { ...labHeaderFiles, [files.name]: files.text },
      {
        decodeASCII: false,
        stdout: () => {},
        stderr: (bytes) => (stderr += bytes ? decoder.decode(bytes, { stream: true }) : ''),
        fetchProgress: () => {},
      },
    );
    const made = output?.[files.output];
    if (made instanceof Uint8Array) return made;
  } catch (error) {
    if (!(error instanceof Error && 'code' in error)) throw error;
  }
  throw new Error(`clang did not precompile ${files.name}: ${stderr}`);
}
