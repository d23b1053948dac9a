/**
 * How the C++ lab calls clang++: its flags, and the precompiled headers the build makes with the
 * same clang and flags (tooling/clang-pch.ts) and the compiler worker passes with -include-pch.
 * One definition for both, since a precompiled header is refused by a compile whose language
 * options or optimisation level differ from its own.
 *
 * Parsing the standard headers is most of a small program's compile. In Node, with the lab's clang
 * on a two-core machine, at -O2 (2026-12-03, medians of 3): an <iostream> "hello" 2.4 s → 0.6 s
 * from its header; a program of <algorithm>, <iostream>, <string> and <vector> 3.4 s, 1.7 s from
 * <iostream>'s, 1.2 s from the four's; one of <bits/stdc++.h> 6.7 s → 1.1 s. A program starts from
 * the header of most declarations whose includes it all makes itself, so it sees no declaration it did not ask
 * for; headers exist only at -O2, the lab's default (each level would need its own files).
 */
import { labIncludeDir } from './cpp-lab-headers.ts';
import { programStackBytes, sourceFileName, type OptimisationLevel } from './cpp-protocol.ts';

// Reading libc++'s headers is most of a compile. In C++20 mode they include many others "for
// compatibility"; without those (as in C++23 mode) <algorithm> or <iostream> parse in about half the
// time, and a program includes what it uses, as it must for other compilers anyway. Exceptions: see
// cpp-exceptions.ts.
export const languageFlags = [
  '-std=c++20',
  '-Wall',
  '-fno-exceptions',
  '-fno-color-diagnostics',
  '-D_LIBCPP_REMOVE_TRANSITIVE_INCLUDES',
  // The lab's own headers (<bits/stdc++.h>), as system headers: cpp-lab-headers.ts.
  '-isystem',
  labIncludeDir,
];

// The stack first in memory: an overflow runs below address 0 and traps, rather than writing over
// the program's globals.
const linkFlags = [`-Wl,-z,stack-size=${programStackBytes}`, '-Wl,--stack-first'];

export interface PrecompiledHeader {
  /** The header's name in the build's file names and in `__CLANG_PCH__`. */
  id: string;
  /** The standard headers it includes, all of which a program must include to use it. */
  includes: string[];
  /** When the worker fetches it: beside clang's files, once clang is loaded, or when a program first needs it. */
  prefetch: 'beside clang' | 'after clang' | false;
}

/** Clang refuses a header made at another optimisation level; the lab's default is -O2. */
export const precompiledLevel: OptimisationLevel = '-O2';

/** Most declarations first: a program starts from the first whose includes it makes itself. */
export const precompiledHeaders: PrecompiledHeader[] = [
  { id: 'stdcxx', includes: ['bits/stdc++.h'], prefetch: false },
  { id: 'common', includes: ['algorithm', 'iostream', 'string', 'vector'], prefetch: 'after clang' },
  { id: 'iostream', includes: ['iostream'], prefetch: 'beside clang' },
];

/** The header's source file and its precompiled output, beside the program in clang's files. */
export const headerFiles = (header: PrecompiledHeader) => ({
  name: `lab-${header.id}.h`,
  text: header.includes.map((name) => `#include <${name}>\n`).join(''),
  output: `lab-${header.id}.h.pch`,
});

/** The arguments that make `header`'s precompiled file. */
export const precompileArgs = (header: PrecompiledHeader) => [
  ...languageFlags,
  precompiledLevel,
  '-x',
  'c++-header',
  headerFiles(header).name,
  '-o',
  headerFiles(header).output,
];

const includeLine = /^[ \t]*#[ \t]*include[ \t]*<([^>\n]+)>/gm;

/** The precompiled header a compile of `code` at `level` starts from, if any. */
export function precompiledHeaderFor(code: string, level: OptimisationLevel): PrecompiledHeader | null {
  if (level !== precompiledLevel) return null;
  const included = new Set(Array.from(code.matchAll(includeLine), (match) => match[1]?.trim()));
  return precompiledHeaders.find((header) => header.includes.every((name) => included.has(name))) ?? null;
}

/** clang++'s arguments for the program, from `header`'s precompiled file when given. */
export const programArgs = (level: OptimisationLevel, header: PrecompiledHeader | null) => [
  ...languageFlags,
  ...linkFlags,
  level,
  ...(header ? ['-include-pch', headerFiles(header).output] : []),
  sourceFileName,
  '-o',
  'program.wasm',
];

/**
 * Whether clang refused the precompiled header rather than the program (a header made by another
 * clang or with other flags): "fatal error: malformed or corrupted precompiled file", "error:
 * OptimizationLevel differs in precompiled file …", "… has been modified since the precompiled
 * header … was built".
 */
export const refusesPrecompiledHeader = (stderr: string) =>
  /precompiled (file|header)/.test(stderr) ||
  precompiledHeaders.some((header) => stderr.includes(headerFiles(header).output));
