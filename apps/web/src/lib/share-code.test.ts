import { describe, expect, it } from 'vitest';
import { codeFromFragment, shareFragment } from './share-code.ts';

describe('share links', () => {
  it('round-trip code with any characters, using only URL-safe ones', () => {
    const code = 'print("héllo, wörld ✓ 😀")\n# a/b+c=d\n';
    const fragment = shareFragment(code);
    expect(fragment).toMatch(/^#code=[A-Za-z0-9_-]+$/);
    expect(codeFromFragment(fragment)).toBe(code);
  });

  it('read nothing from another fragment or a damaged link', () => {
    expect(codeFromFragment('#examples')).toBeNull();
    expect(codeFromFragment('#code=%%%')).toBeNull();
    expect(codeFromFragment('#code=_w')).toBeNull(); // 0xFF is not UTF-8
  });
});
