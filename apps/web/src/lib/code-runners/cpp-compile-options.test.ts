import { describe, expect, it } from 'vitest';
import {
  headerFiles,
  languageFlags,
  precompileArgs,
  precompiledHeaderFor,
  precompiledHeaders,
  precompiledLevel,
  programArgs,
  refusesPrecompiledHeader,
} from './cpp-compile-options.ts';

const hello = '#include <iostream>\n\nint main() {\n  std::cout << "hello\\n";\n}\n';
const idFor = (code: string, level = precompiledLevel) => precompiledHeaderFor(code, level)?.id ?? null;

describe('precompiledHeaderFor', () => {
  it('starts from the precompiled <iostream> only for a program that includes it, at -O2', () => {
    expect(idFor(hello)).toBe('iostream');
    expect(idFor('#include <vector>\n  #  include <iostream>\n')).toBe('iostream');
    // Clang refuses a header made at another optimisation level.
    expect(idFor(hello, '-O0')).toBeNull();
    expect(idFor(hello, '-Os')).toBeNull();
    // A program that does not include it sees no declaration it did not ask for.
    expect(idFor('#include <cstdio>\nint main() {}\n')).toBeNull();
    expect(idFor('// #include <iostream> is slow\n#include <cstdio>\n')).toBeNull();
  });

  it('takes the header of the four common includes only when the program makes all four', () => {
    const four = '#include <vector>\n#include <string>\n#include<algorithm>\n#include <iostream>\n';
    expect(idFor(four)).toBe('common');
    expect(idFor(`#include <map>\n${four}`)).toBe('common');
    // Without <algorithm>, std::sort must stay undeclared: only <iostream>'s header fits.
    expect(idFor('#include <vector>\n#include <string>\n#include <iostream>\n')).toBe('iostream');
    expect(idFor('#include <vector>\n#include <string>\n#include <algorithm>\n')).toBeNull();
  });

  it("takes <bits/stdc++.h>'s header whenever the program includes it", () => {
    expect(idFor('#include <bits/stdc++.h>\nusing namespace std;\n')).toBe('stdcxx');
    expect(idFor('#include <bits/stdc++.h>\n#include <iostream>\n')).toBe('stdcxx');
    expect(idFor('#include <bits/stdc++.h>\n', '-O1')).toBeNull();
  });
});

describe('programArgs', () => {
  it("compiles the program with the header's own flags, and names the header only when asked", () => {
    for (const header of precompiledHeaders) {
      // Clang refuses a header made with other language options or at another level.
      expect(precompileArgs(header)).toEqual(expect.arrayContaining([...languageFlags, precompiledLevel]));
      expect(precompileArgs(header).join(' ')).toContain(
        `-x c++-header ${headerFiles(header).name} -o ${headerFiles(header).output}`,
      );
    }
    const iostream = precompiledHeaderFor(hello, precompiledLevel);
    const withPch = programArgs(precompiledLevel, iostream);
    expect(withPch).toEqual(expect.arrayContaining(languageFlags));
    expect(withPch.join(' ')).toContain('-O2 -include-pch lab-iostream.h.pch main.cpp -o program.wasm');
    expect(programArgs('-O2', null)).not.toContain('-include-pch');
    expect(programArgs('-O0', null)).toContain('-fno-exceptions');
  });

  it("finds the lab's own headers (<bits/stdc++.h>) as system headers", () => {
    expect(languageFlags.join(' ')).toContain('-isystem lab-include');
    expect(headerFiles(precompiledHeaders.find((header) => header.id === 'common')!).text).toBe(
      '#include <algorithm>\n#include <iostream>\n#include <string>\n#include <vector>\n',
    );
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
    expect(refusesPrecompiledHeader("error: 'lab-stdcxx.h.pch' was built with other options\n")).toBe(true);
    expect(refusesPrecompiledHeader("main.cpp:4:16: error: expected ';' at end of declaration\n")).toBe(
      false,
    );
  });
});
