import { describe, expect, it } from 'vitest';
import { latexToText } from './latex-to-text.ts';

describe('latexToText', () => {
  it.each([
    ['x^2 + y^2 = r^2', 'x² + y² = r²'],
    [
      '\\theta_2 = \\arccos\\frac{x^2 + y^2 - l_1^2 - l_2^2}{2 l_1 l_2}',
      'θ₂ = arccos(x² + y² − l₁² − l₂²)/(2 l₁ l₂)',
    ],
    ['\\frac{\\partial f}{\\partial x}', '∂f/∂x'],
    ['E = mc^2', 'E = mc²'],
    ['K_p e(t) + K_i \\int_0^t e(\\tau)\\,d\\tau', 'Kₚ e(t) + Kᵢ ∫₀ᵗ e(τ) dτ'],
    ['\\sqrt{a^2 + b^2}', '√(a² + b²)'],
    ['\\text{if } x > 0', 'if x > 0'],
    ['\\left( \\frac{a}{b} \\right)', '(a/b)'],
    ['\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}', '[a b; c d]'],
    ['x_{k+1} = x_k + \\alpha \\nabla J', 'xₖ₊₁ = xₖ + α ∇J'],
    [
      "Q(s,a) \\leftarrow Q(s,a) + \\alpha [r + \\gamma \\max_{a'} Q(s',a') - Q(s,a)]",
      "Q(s,a) ← Q(s,a) + α [r + γ max_(a') Q(s',a') − Q(s,a)]",
    ],
  ])('%s → %s', (latex, text) => {
    expect(latexToText(latex)).toBe(text);
  });

  it('never leaves a backslash command in the text', () => {
    for (const latex of [
      '\\mathbf{R}^{3\\times3}',
      '\\hat{x}_{k|k-1}',
      '\\sum_{i=1}^{n} w_i x_i',
      '\\unknowncommand{x}',
    ]) {
      expect(latexToText(latex)).not.toMatch(/\\[A-Za-z]/);
    }
  });
});
