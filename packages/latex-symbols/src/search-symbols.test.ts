import { describe, expect, it } from 'vitest';
import { searchSymbols } from './search-symbols.ts';
import { symbolCategories, type LatexSymbol, type SymbolCategoryName } from './symbols.ts';

const symbolsOf = (name: SymbolCategoryName): readonly LatexSymbol[] =>
  symbolCategories.find((category) => category.name === name)?.symbols ?? [];

const latexOf = (symbols: readonly LatexSymbol[]) => symbols.map((symbol) => symbol.latex);

describe('searchSymbols', () => {
  const basic = symbolsOf('Basic');

  it('keeps every symbol, in order, for an empty or blank query', () => {
    expect(searchSymbols(basic, '')).toEqual(basic);
    expect(searchSymbols(basic, '   ')).toEqual(basic);
  });

  it('matches the description, ignoring case and surrounding spaces', () => {
    expect(latexOf(searchSymbols(basic, '  Plus OR minus '))).toEqual(['\\pm']);
    expect(latexOf(searchSymbols(symbolsOf('Calculus'), 'partial'))).toEqual(['\\partial']);
  });

  it('matches part of a description and keeps the table order', () => {
    expect(latexOf(searchSymbols(symbolsOf('Trigonometry'), 'hyperbolic'))).toEqual([
      '\\sinh',
      '\\cosh',
      '\\tanh',
    ]);
  });

  it('matches the LaTeX text', () => {
    expect(latexOf(searchSymbols(basic, '\\sqrt'))).toEqual(['\\sqrt{x}']);
    expect(latexOf(searchSymbols(symbolsOf('Sets'), 'mathbb'))).toEqual([
      '\\mathbb{N}',
      '\\mathbb{Z}',
      '\\mathbb{R}',
    ]);
  });

  it('matches the display glyph', () => {
    expect(latexOf(searchSymbols(basic, '×'))).toEqual(['\\times']);
    expect(latexOf(searchSymbols(symbolsOf('Arrows'), '↦'))).toEqual(['\\mapsto']);
  });

  it('finds nothing for a query that matches no symbol of the category', () => {
    expect(searchSymbols(symbolsOf('Greek'), 'plus or minus')).toEqual([]);
  });
});
