import { describe, expect, it } from 'vitest';
import { clangPchFileName } from './clang-pch.ts';

describe('clangPchFileName', () => {
  it('is the same for the same clang, and new for another (the URL is cached as immutable)', () => {
    const name = clangPchFileName('22.0.0-git20542-10');
    expect(name).toMatch(/^iostream-[0-9a-f]{12}\.pch$/);
    expect(clangPchFileName('22.0.0-git20542-10')).toBe(name);
    expect(clangPchFileName('22.0.0-git20542-11')).not.toBe(name);
  });
});
