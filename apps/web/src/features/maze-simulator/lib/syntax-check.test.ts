import { describe, expect, it } from 'vitest';
import { defaultProgram } from './default-program.ts';
import { findSyntaxError } from './syntax-check.ts';

describe('findSyntaxError', () => {
  it('finds nothing wrong in the example program', () => {
    expect(findSyntaxError(defaultProgram)).toBeNull();
  });

  it('gives the line and column of the first error', () => {
    expect(findSyntaxError('const a = 1;\nif (a > ) {}\n')).toBe('Syntax error on line 2, column 9.');
  });
});
