import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSpeed } from './run-settings.ts';

const systemAsks = (reduce: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' })),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('defaultSpeed', () => {
  it('starts runs at "Fast"', () => {
    systemAsks(false);
    expect(defaultSpeed()).toBe('fast');
  });

  it('starts them at "Instant" when the system asks for reduced motion', () => {
    systemAsks(true);
    expect(defaultSpeed()).toBe('instant');
  });
});
