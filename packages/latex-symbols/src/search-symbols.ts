/** The dialog's 'Search symbols...' box: which symbols of one category match what was typed. */
import type { LatexSymbol } from './symbols.ts';

/**
 * The symbols whose description, LaTeX or glyph contains the query, ignoring case and surrounding
 * spaces, in their table order. An empty query keeps every symbol.
 *
 * @example searchSymbols(basicSymbols, 'plus or minus') // [{ latex: '\\pm', display: '±', … }]
 */
export function searchSymbols(symbols: readonly LatexSymbol[], query: string): readonly LatexSymbol[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return symbols;
  return symbols.filter((symbol) =>
    [symbol.description, symbol.latex, symbol.display ?? ''].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}
