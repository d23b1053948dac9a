/**
 * How the C++ lab calls clang++: its flags, and the precompiled <iostream> the build makes with the
 * same clang and flags (tooling/clang-pch.ts) and the compiler worker passes with -include-pch.
 * One definition for both, since a precompiled header is refused by a compile whose language
 * options or optimisation level differ from its own.
 *
 * Parsing <iostream> is most of a small program's compile (in Node, with the lab's clang on a busy
 * two-core machine, medians of 7 at -O2: an <iostream> "hello" in 1.29 s, 0.38 s from the
 * precompiled header; the lab's std::cin example, which also includes <algorithm>, <string> and
 * <vector>, in 1.77 s, 1.31 s). It is used only where the program includes <iostream> itself, so
 * no program sees a declaration it did not ask for, and only at -O2, the lab's default: each level
 * would need its own 8 MB file (4.1 MB compressed).
 */
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
];

// The stack first in memory: an overflow runs below address 0 and traps, rather than writing over
// the program's globals.
const linkFlags = [`-Wl,-z,stack-size=${programStackBytes}`, '-Wl,--stack-first'];

/** The header the build precompiles, beside the program in clang's files (the PCH names it). */
export const precompiledHeader = {
  name: 'lab-iostream.h',
  text: '#include <iostream>\n',
  output: 'lab-iostream.h.pch',
  level: '-O2' as OptimisationLevel,
};

/** The arguments that make the precompiled header from `precompiledHeader.name`. */
export const precompileArgs = [
  ...languageFlags,
  precompiledHeader.level,
  '-x',
  'c++-header',
  precompiledHeader.name,
  '-o',
  precompiledHeader.output,
];

const includesIostream = /^[ \t]*#[ \t]*include[ \t]*<iostream>/m;

/** Whether a compile of `code` at `level` can start from the precompiled <iostream>. */
export const canUsePrecompiledHeader = (code: string, level: OptimisationLevel) =>
  level === precompiledHeader.level && includesIostream.test(code);

/** clang++'s arguments for the program, from the precompiled header when `withPch`. */
export const programArgs = (level: OptimisationLevel, withPch: boolean) => [
  ...languageFlags,
  ...linkFlags,
  level,
  ...(withPch ? ['-include-pch', precompiledHeader.output] : []),
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
  /precompiled (file|header)/.test(stderr) || stderr.includes(precompiledHeader.output);
