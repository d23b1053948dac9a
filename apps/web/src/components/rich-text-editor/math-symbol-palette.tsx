/**
 * The maths dialog's symbol picker: one tab per category, a search box that filters the current tab,
 * and a grid of eight columns of buttons. A button shows the symbol's glyph (its LaTeX when it has
 * none); its description is both its tooltip and its accessible name.
 */
import { searchSymbols } from '@tinkerlabs/latex-symbols/search-symbols';
import { symbolCategories, type LatexSymbol } from '@tinkerlabs/latex-symbols/symbols';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { keepFocusWhereItIs } from './keep-focus.ts';

const tabMoves: Record<string, (current: number, last: number) => number> = {
  ArrowRight: (current) => current + 1,
  ArrowLeft: (current) => current - 1,
  Home: () => 0,
  End: (_current, last) => last,
};

const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-neutral-700 hover:bg-neutral-100 aria-selected:bg-primary-700 aria-selected:text-white dark:text-neutral-200 dark:hover:bg-neutral-800 dark:aria-selected:bg-primary-600';

const symbolButtonClass =
  'flex h-9 min-w-0 items-center justify-center rounded-md border border-neutral-200 bg-white px-0.5 text-neutral-900 hover:border-primary-500 hover:bg-primary-50 sm:h-11 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100 dark:hover:bg-neutral-800';

function SymbolButton({ symbol, onInsert }: { symbol: LatexSymbol; onInsert: (latex: string) => void }) {
  const label = symbol.display ?? symbol.latex;
  // One or two characters fill the button; longer labels (LaTeX, 'd/dx') shrink and may wrap.
  const size = label.length <= 2 ? 'text-lg' : 'text-[10px] leading-tight break-all sm:text-xs';
  return (
    <button
      type="button"
      title={symbol.description}
      aria-label={symbol.description}
      onMouseDown={keepFocusWhereItIs}
      onClick={() => onInsert(symbol.latex)}
      className={`${symbolButtonClass} ${size} ${symbol.display === undefined ? 'font-mono' : ''}`}
    >
      {label}
    </button>
  );
}

export function MathSymbolPalette({ onInsert }: { onInsert: (latex: string) => void }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const [query, setQuery] = useState('');
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const category = symbolCategories[selected] ?? symbolCategories[0]!;
  const symbols = searchSymbols(category.symbols, query);
  const tabId = (index: number) => `${id}-tab-${index}`;
  const panelId = `${id}-panel`;

  const onTabKeyDown = (event: KeyboardEvent) => {
    const move = tabMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const count = symbolCategories.length;
    const next = (move(selected, count - 1) + count) % count;
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <section aria-label="Symbols" className="space-y-3">
      <div role="tablist" aria-label="Symbol categories" className="flex flex-wrap gap-1">
        {symbolCategories.map((each, index) => (
          <button
            key={each.name}
            ref={(element) => void (tabs.current[index] = element)}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === selected}
            aria-controls={panelId}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => setSelected(index)}
            onKeyDown={onTabKeyDown}
            className={tabClass}
          >
            {each.name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="space-y-2">
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search symbols..."
          aria-label={`Search ${category.name} symbols`}
          className="block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 dark:border-neutral-700 dark:bg-neutral-900 dark:text-white"
        />
        <div role="group" aria-label={`${category.name} symbols`} className="grid grid-cols-8 gap-1">
          {symbols.map((symbol) => (
            <SymbolButton key={symbol.latex} symbol={symbol} onInsert={onInsert} />
          ))}
        </div>
        {symbols.length === 0 ? (
          <p className="text-sm text-neutral-600 dark:text-neutral-400">
            No {category.name} symbol matches “{query.trim()}”.
          </p>
        ) : null}
      </div>
    </section>
  );
}
