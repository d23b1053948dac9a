/**
 * The board catalogue's state in the page address: the filters, the page of the list, the view
 * (cards or table) and the comparison selection. Changes replace the history entry (ticking a box is not a page of its own)
 * and keep the scroll position. Until the router has committed a change, the controls show it
 * already (a controlled checkbox would otherwise flick back for a moment). Quick changes queue up
 * (the router commits them one at a time): the controls show the newest until it is committed, not
 * the ones before it as they pass. Acting on such a flicker took a second press back (a board
 * removed with the keyboard came back in the compare tray, once in three runs of the browser test).
 */
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readListParams } from '@/lib/list-params.ts';
import { parseBoardFilters, writeBoardFilters, type BoardFilters } from '../lib/board-filters.ts';
import { boardViewParam, parseBoardView, writeBoardView, type BoardView } from '../lib/board-view.ts';
import { compareParam, parseCompareSelection, writeCompareSelection } from '../lib/compare-selection.ts';

const nonePassing: string[] = [];

export function useBoardCatalogueParams() {
  const [params, setParams] = useSearchParams();
  const committed = params.toString();
  // `to`: the newest address asked for; `passing`: the addresses the router may commit on its way there.
  const [pending, setPending] = useState<{ passing: string[]; to: string } | null>(null);
  if (pending && committed === pending.to) setPending(null); // arrived (React's state-from-props pattern)
  const passing = pending?.passing.includes(committed) ? pending.passing : nonePassing;
  const search = passing.length > 0 ? pending!.to : committed;

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
      setPending({
        passing: [...passing, committed, search],
        to: next.toString(),
      });
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [committed, passing, search, setParams, setPending],
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
