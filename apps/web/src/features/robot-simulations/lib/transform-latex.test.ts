import { describe, expect, it } from 'vitest';
import { transformLatex } from './transform-latex.ts';

describe('transformLatex', () => {
  it('writes the rows in order with millimetres in the last column', () => {
    const matrix = new Float64Array([0, -1, 0, 350, 1, 0, 0, -20.25, 0, 0, 1, 0, 0, 0, 0, 1]);
    expect(transformLatex(matrix, 4)).toBe(
      '{}^{0}T_{4} = \\begin{bmatrix} 0.000 & -1.000 & 0.000 & 350.0 \\\\ 1.000 & 0.000 & 0.000 & -20.3 \\\\ 0.000 & 0.000 & 1.000 & 0.0 \\\\ 0.000 & 0.000 & 0.000 & 1.0 \\end{bmatrix}',
    );
  });

  it('never shows a negative zero', () => {
    const matrix = new Float64Array([-1e-12, 0, 0, -0.00001, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]);
    expect(transformLatex(matrix, 3)).not.toContain('-0.0');
  });
});
