import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { symbolCategories, symbolCategoryNames } from './symbols.ts';

// KaTeX colours what it cannot typeset (an unknown or untrusted command) instead of throwing.
const katexErrorColour = '#cc0000';

describe('symbolCategories', () => {
  it('has the eight tabs in order with exactly the counts of the spec', () => {
    expect(symbolCategories.map((category) => [category.name, category.symbols.length])).toEqual([
      ['Basic', 12],
      ['Greek', 25],
      ['Relations', 17],
      ['Calculus', 16],
      ['Trigonometry', 12],
      ['Logic', 10],
      ['Sets', 11],
      ['Arrows', 10],
    ]);
    expect(symbolCategories.map((category) => category.name)).toEqual([...symbolCategoryNames]);
  });

  it.each(symbolCategories.map((category) => [category.name, category] as const))(
    '%s: descriptions and LaTeX are unique, and nothing is blank',
    (_name, category) => {
      const descriptions = category.symbols.map((symbol) => symbol.description);
      const latex = category.symbols.map((symbol) => symbol.latex);
      expect(new Set(descriptions).size).toBe(descriptions.length);
      expect(new Set(latex).size).toBe(latex.length);
      for (const symbol of category.symbols) {
        expect(symbol.description.trim()).not.toBe('');
        expect(symbol.latex.trim()).not.toBe('');
        if (symbol.display !== undefined) expect(symbol.display.trim()).not.toBe('');
      }
    },
  );

  const everySymbol = symbolCategories.flatMap((category) =>
    category.symbols.map((symbol) => [category.name, symbol.description, symbol.latex] as const),
  );

  it.each(everySymbol)('%s › %s: KaTeX renders %s without error', (_category, _description, latex) => {
    const html = katex.renderToString(latex, { throwOnError: true });
    expect(html).toContain('class="katex"');
    expect(html).not.toContain(katexErrorColour);
  });

  it('gives operator names no glyph, so their buttons show the LaTeX', () => {
    const trigonometry = symbolCategories.find((category) => category.name === 'Trigonometry');
    expect(trigonometry?.symbols.every((symbol) => symbol.display === undefined)).toBe(true);
  });
});
