/**
 * The maths dialog's Templates row: whole structures (matrices, cases, big operators) with placeholder
 * letters the author overwrites. Names are the button labels, in the order the row shows them.
 */

export interface LatexTemplate {
  name: string;
  latex: string;
}

export const latexTemplates: readonly LatexTemplate[] = [
  { name: '2×2 Matrix', latex: '\\begin{bmatrix} a & b \\\\ c & d \\end{bmatrix}' },
  {
    name: '3×3 Matrix',
    latex: '\\begin{bmatrix} a & b & c \\\\ d & e & f \\\\ g & h & i \\end{bmatrix}',
  },
  { name: 'Vector 2D', latex: '\\begin{pmatrix} x \\\\ y \\end{pmatrix}' },
  { name: 'Vector 3D', latex: '\\begin{pmatrix} x \\\\ y \\\\ z \\end{pmatrix}' },
  { name: 'Determinant', latex: '\\begin{vmatrix} a & b \\\\ c & d \\end{vmatrix}' },
  {
    name: 'Brace (piecewise)',
    latex: 'f(x) = \\begin{cases} x & \\text{if } x \\geq 0 \\\\ -x & \\text{otherwise} \\end{cases}',
  },
  { name: 'Summation', latex: '\\sum_{i=1}^{n} a_i' },
  { name: 'Integral', latex: '\\int_{a}^{b} f(x)\\,dx' },
  { name: 'Limit', latex: '\\lim_{x \\to \\infty} f(x)' },
  { name: 'Derivative', latex: '\\frac{d}{dx} f(x)' },
  { name: 'Partial', latex: '\\frac{\\partial f}{\\partial x}' },
  { name: 'Binomial', latex: '\\binom{n}{k}' },
];
