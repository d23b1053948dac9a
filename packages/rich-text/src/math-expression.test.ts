import { describe, expect, it } from 'vitest';
import { checkMathExpression, maxMathNesting } from './math-expression.ts';

describe('checkMathExpression', () => {
  it.each([
    'x^2 + y^2 = r^2',
    '\\frac{\\partial f}{\\partial x}',
    '\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}',
    // \\ is a line break: the word after it is text, not a command
    'a \\\\href b',
    // longer command names that merely start with a refused one
    '\\urlx \\hrefs \\htmlClassy',
    '\\text{see \\{href\\}}',
    '',
  ])('accepts %s', (expression) => {
    expect(checkMathExpression(expression)).toEqual({ ok: true });
  });

  it.each([
    ['\\href{javascript:alert(1)}{click}', '\\href'],
    ['\\url{https://example.org}', '\\url'],
    ['\\includegraphics{/uploads/a.png}', '\\includegraphics'],
    ['\\htmlClass{x}{y}', '\\htmlClass'],
    ['\\htmlId{x}{y}', '\\htmlId'],
    ['\\htmlStyle{color:red}{y}', '\\htmlStyle'],
    ['\\htmlData{a=b}{y}', '\\htmlData'],
    ['\\def\\x{\\href}\\x{javascript:alert(1)}{y}', '\\href'],
    ['x^2\\href1', '\\href'],
    ['\\\\\\href{a}{b}', '\\href'],
  ])('refuses %s, naming %s', (expression, command) => {
    const verdict = checkMathExpression(expression);
    expect(verdict.ok).toBe(false);
    expect(!verdict.ok && verdict.reason).toContain(`Maths may not use ${command}`);
  });

  it('names every refused command once', () => {
    const verdict = checkMathExpression('\\href{a}{b} \\url{c} \\href{d}{e}');
    expect(verdict).toEqual({
      ok: false,
      reason:
        'Maths may not use \\href, \\url: links, images and HTML attributes are not allowed in formulas.',
    });
  });

  it.each([
    ['braces', `${'{'.repeat(5000)}x${'}'.repeat(5000)}`, 5000],
    ['superscripts', `x${'^{x'.repeat(3000)}${'}'.repeat(3000)}`, 3000],
    ['\\left … \\right', `${'\\left('.repeat(1500)}x${'\\right)'.repeat(1500)}`, 1500],
    ['environments', `${'\\begin{matrix}'.repeat(600)}x${'\\end{matrix}'.repeat(600)}`, 601],
  ])('refuses %s nested deeper than KaTeX can parse', (_name, expression, depth) => {
    expect(checkMathExpression(expression)).toEqual({
      ok: false,
      reason: `This formula nests groups ${depth} levels deep; at most ${maxMathNesting} are allowed. Split it into smaller formulas.`,
    });
  });

  it('accepts nesting up to the limit, and does not count escaped braces', () => {
    expect(checkMathExpression(`${'{'.repeat(maxMathNesting)}x${'}'.repeat(maxMathNesting)}`)).toEqual({
      ok: true,
    });
    expect(checkMathExpression('\\{'.repeat(500))).toEqual({ ok: true });
  });
});
