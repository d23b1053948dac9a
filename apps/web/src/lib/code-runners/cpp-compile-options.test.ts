import { describe, expect, it } from 'vitest';
import {
  canUsePrecompiledHeader,
  languageFlags,
  precompileArgs,
  precompiledHeader,
  programArgs,
  refusesPrecompiledHeader,
} from './cpp-compile-options.ts';

const hello = '#include <iostream>\n\nint main() {\n  std::cout << "hello\\n";\n}\n';

describe('canUsePrecompiledHeader', () => {
  it('starts from the precompiled <iostream> only for a program that includes it, at -O2', () => {
    expect(canUsePrecompiledHeader(hello, '-O2')).toBe(true);
    expect(canUsePrecompiledHeader('#include <vector>\n  #  include <iostream>\n', '-O2')).toBe(true);
    // Clang refuses a header made at another optimisation level.
    expect(canUsePrecompiledHeader(hello, '-O0')).toBe(false);
    expect(canUsePrecompiledHeader(hello, '-Os')).toBe(false);
    // A program that does not include it sees no declaration it did not ask for.
    expect(canUsePrecompiledHeader('#include <cstdio>\nint main() {}\n', '-O2')).toBe(false);
    expect(canUsePrecompiledHeader('// #include <iostream> is slow\n#include <cstdio>\n', '-O2')).toBe(false);
  });
});

describe('programArgs', () => {
  it("compiles the program with the header's own flags, and names the header only when asked", () => {
    // Clang refuses a header made with other language options or at another level.
    expect(precompileArgs).toEqual(expect.arrayContaining([...languageFlags, precompiledHeader.level]));
    const withPch = programArgs(precompiledHeader.level, true);
    expect(withPch).toEqual(expect.arrayContaining(languageFlags));
    expect(withPch.join(' ')).toContain('-O2 -include-pch lab-iostream.h.pch main.cpp -o program.wasm');
    expect(programArgs('-O2', false)).not.toContain('-include-pch');
    expect(programArgs('-O0', false)).toContain('-fno-exceptions');
  });
});

describe('refusesPrecompiledHeader', () => {
  it("tells clang's refusal of the header from the program's own errors", () => {
    expect(
      refusesPrecompiledHeader(
        "error: OptimizationLevel differs in precompiled file 'lab-iostream.h.pch' vs. current file\n",
      ),
    ).toBe(true);
    expect(
      refusesPrecompiledHeader(
        "fatal error: malformed or corrupted precompiled file: 'could not find file '/lab-iostream.h''\n",
      ),
    ).toBe(true);
    expect(refusesPrecompiledHeader("main.cpp:4:16: error: expected ';' at end of declaration\n")).toBe(
      false,
    );
  });
});
