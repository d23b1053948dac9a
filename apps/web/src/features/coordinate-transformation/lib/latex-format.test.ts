import { describe, expect, it } from 'vitest';
import { formatNumber, formatPoint, latexColumn, latexMatrix, latexNumber } from './latex-format.ts';

describe('latex-format', () => {
  it('formats numbers with a true minus sign and no negative zero', () => {
    expect(formatNumber(1.234)).toBe('1.23');
    expect(formatNumber(-1.235, 1)).toBe('\u22121.2');
    expect(formatNumber(-0.001)).toBe('0.00');
    expect(formatNumber(-1e-17, 3)).toBe('0.000');
    expect(latexNumber(-2.5)).toBe('-2.50');
  });

  it('writes matrices and column vectors for KaTeX', () => {
    expect(
      latexMatrix([
        [1, -0.5],
        ['\\cos\\theta', 0],
      ]),
    ).toBe('\\begin{bmatrix} 1.00 & -0.50 \\\\ \\cos\\theta & 0.00 \\end{bmatrix}');
    expect(latexColumn([1, 2], 0)).toBe('\\begin{bmatrix} 1 \\\\ 2 \\end{bmatrix}');
  });

  it('formats a point as plain text', () => {
    expect(formatPoint(1, -2)).toBe('(1.00, \u22122.00)');
  });
});
