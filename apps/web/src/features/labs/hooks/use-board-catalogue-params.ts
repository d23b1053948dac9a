/**
 * The board catalogue's state in the page address: the filters, the page of the list, the view
 * (cards or table) and the comparison selection. Changes replace the history entry (ticking a box is not a page of its own)
 * and keep the scroll position. Until the router has committed a change, the controls show it
 * already (a controlled checkbox would otherwise flick back for a moment).
 */
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readListParams } from '@/lib/list-params.ts';
import { parseBoardFilters, writeBoardFilters, type BoardFilters } from '../lib/board-filters.ts';
import { boardViewParam, parseBoardView, writeBoardView, type BoardView } from '../lib/board-view.ts';
import { compareParam, parseCompareSelection, writeCompareSelection } from '../lib/compare-selection.ts';

export function useBoardCatalogueParams() {
  const [params, setParams] = useSearchParams();
  const committed = params.toString();
  const [pending, setPending] = useState<{ from: string; to: string } | null>(null);
  const search = pending && pending.from === committed ? pending.to : committed;

  // Parsed once per address, so the values stay the same objects between renders.
  const state = useMemo(() => {
    const current = new URLSearchParams(search);
    return {
      filters: parseBoardFilters(current),
      page: readListParams(current, []).page,
      view: parseBoardView(current.get(boardViewParam)),
      selection: parseCompareSelection(current.get(compareParam)),
    };
  }, [search]);

  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams) => {
      // Built on what the controls show, so two quick changes both count.
      const next = change(new URLSearchParams(search));
      setPending({ from: committed, to: next.toString() });
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [committed, search, setParams],
  );
  const setFilters = useCallback(
    (next: BoardFilters) => update((current) => writeBoardFilters(current, next)),
    [update],
  );
  const setSelection = useCallback(
    (next: readonly string[]) => update((current) => writeCompareSelection(current, next)),
    [update],
  );
  const setView = useCallback(
    (next: BoardView) => update((current) => writeBoardView(current, next)),
    [update],
  );
  return { ...state, setFilters, setSelection, setView };
}
