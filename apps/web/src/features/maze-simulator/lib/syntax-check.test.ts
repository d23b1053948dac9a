import { describe, expect, it } from 'vitest';
import { defaultProgram } from './default-program.ts';
import { findSyntaxError, startErrorMessage } from './syntax-check.ts';

describe('findSyntaxError', () => {
  it('finds nothing wrong in the example program', () => {
    expect(findSyntaxError(defaultProgram)).toBeNull();
  });

  it('gives the line and column of the first error', () => {
    expect(findSyntaxError('const a = 1;\nif (a > ) {}\n')).toBe('Syntax error on line 2, column 9.');
  });

  describe('startErrorMessage', () => {
    const broken = 'const a = 1;\nif (a > ) {}\n';

    it('gives the line the browser names, counted in the program', () => {
      expect(startErrorMessage('Uncaught ReferenceError: b is not defined', 5, broken, 4)).toBe(
        'Uncaught ReferenceError: b is not defined (line 2 of the program)',
      );
    });

    it('adds the line and column of a syntax error to a message that has no line', () => {
      expect(startErrorMessage("Uncaught SyntaxError: Unexpected token ')'", 0, broken, 4)).toBe(
        "Uncaught SyntaxError: Unexpected token ')' (line 2, column 9 of the program)",
      );
    });

    it('names the syntax error when the browser says nothing', () => {
      expect(startErrorMessage('', 0, broken, 4)).toBe('Syntax error on line 2, column 9.');
      expect(startErrorMessage('', 0, 'let fine = 1;', 4)).toBe('The program could not start.');
    });
  });
});
