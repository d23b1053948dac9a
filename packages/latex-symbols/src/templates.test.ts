import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { latexTemplates } from './templates.ts';

describe('latexTemplates', () => {
  it('has the twelve templates of the spec, in order', () => {
    expect(latexTemplates.map((template) => template.name)).toEqual([
      '2×2 Matrix',
      '3×3 Matrix',
      'Vector 2D',
      'Vector 3D',
      'Determinant',
      'Brace (piecewise)',
      'Summation',
      'Integral',
      'Limit',
      'Derivative',
      'Partial',
      'Binomial',
    ]);
  });

  it.each(latexTemplates.map((template) => [template.name, template.latex] as const))(
    '%s: KaTeX renders %s without error',
    (_name, latex) => {
      const html = katex.renderToString(latex, { throwOnError: true });
      expect(html).toContain('class="katex"');
      expect(html).not.toContain('#cc0000');
    },
  );

  it('gives each template its own LaTeX', () => {
    const latex = latexTemplates.map((template) => template.latex);
    expect(new Set(latex).size).toBe(latex.length);
  });
});
