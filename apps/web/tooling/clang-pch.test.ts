import { describe, expect, it } from 'vitest';
import { precompiledHeaders } from '../src/lib/code-runners/cpp-compile-options.ts';
import { clangPchFileName } from './clang-pch.ts';

describe('clangPchFileName', () => {
  it('is the same for the same clang and header, and new for another (the URL is cached as immutable)', () => {
    const [first, second] = precompiledHeaders;
    const name = clangPchFileName('22.0.0-git20542-10', first!);
    expect(name).toMatch(new RegExp(`^${first!.id}-[0-9a-f]{12}\\.pch$`));
    expect(clangPchFileName('22.0.0-git20542-10', first!)).toBe(name);
    expect(clangPchFileName('22.0.0-git20542-11', first!)).not.toBe(name);
    expect(clangPchFileName('22.0.0-git20542-10', second!)).not.toBe(name);
  });
});
