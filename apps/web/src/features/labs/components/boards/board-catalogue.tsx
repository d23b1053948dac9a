/**
 * /labs/development-boards: the filters, the boards as cards or as a table, and, once a board is
 * ticked, the comparison and the compare tray at the bottom of the screen. Everything the visitor
 * chooses lives in the page address (see useBoardCatalogueParams), so it can be shared and reloaded.
 */
import type { Board } from '@tinkerlabs/contract/boards';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { PagedResults } from '@/components/ui/paged-results.tsx';
import { comparedBoardsQuery } from '../../api/get-compared-boards.ts';
import { boardsQuery } from '../../api/get-boards.ts';
import { useBoardCatalogueParams } from '../../hooks/use-board-catalogue-params.ts';
import { defaultBoardFilters, hasActiveFilters } from '../../lib/board-filters.ts';
import { compareMessage, toggleCompared } from '../../lib/compare-selection.ts';
import { BoardCard } from './board-card.tsx';
import { BoardFilterForm } from './board-filter-form.tsx';
import { BoardTable } from './board-table.tsx';
import { BoardViewSwitch } from './board-view-switch.tsx';
import { ComparePanel } from './compare-panel.tsx';
import { CompareTray } from './compare-tray.tsx';

export function BoardCatalogue() {
  const { filters, page, view, selection, setFilters, setSelection, setView } = useBoardCatalogueParams();
  const boards = useQuery(boardsQuery(filters, page));
  // Fetched for any selection, so each picked board is named even when the filters hide it.
  const compared = useQuery({ ...comparedBoardsQuery(selection), enabled: selection.length > 0 });
  const compareHeading = useRef<HTMLHeadingElement>(null);
  const catalogueHeading = useRef<HTMLHeadingElement>(null);

  const knownBoards = useMemo(() => {
    const known = new Map<string, Board>(boards.data?.items.map((board) => [board.slug, board]));
    for (const board of compared.data?.items ?? []) known.set(board.slug, board);
    return known;
  }, [boards.data, compared.data]);
  const nameOf = (slug: string) => knownBoards.get(slug)?.name ?? slug;
  const clearFilters = () => setFilters({ ...defaultBoardFilters, sort: filters.sort });
  const showComparison = () => {
    compareHeading.current?.scrollIntoView({ block: 'start' });
    compareHeading.current?.focus({ preventScroll: true });
  };
  const setCompared = (slug: string, on: boolean) => {
    if (on !== selection.includes(slug)) setSelection(toggleCompared(selection, slug));
  };

  return (
    <>
      <BoardFilterForm filters={filters} onChange={setFilters} onClear={clearFilters} />
      <section aria-labelledby="catalogue-heading" className="mt-8">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2
              id="catalogue-heading"
              ref={catalogueHeading}
              tabIndex={-1}
              className="text-xl font-bold text-neutral-900 dark:text-white"
            >
              Boards
            </h2>
            <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
              Outlines are drawn to one scale. {compareMessage({ kind: 'empty' })}
            </p>
          </div>
          <BoardViewSwitch view={view} onChange={setView} />
        </div>
        <PagedResults
          query={boards}
          noun={['board', 'boards']}
          emptyHint={
            <>
              <p>Try another family, fewer radios or a higher price.</p>
              {hasActiveFilters(filters) ? (
                <button
                  type="button"
                  onClick={() => {
                    clearFilters();
                    // The list replaces this message and its button: the focus waits on the list's heading.
                    catalogueHeading.current?.focus();
                  }}
                  className={`${secondaryButtonClass} mt-4 min-h-11`}
                >
                  Clear filters
                </button>
              ) : null}
            </>
          }
        >
          {(items) =>
            view === 'table' ? (
              <BoardTable
                boards={items}
                isCompared={(slug) => selection.includes(slug)}
                onCompareChange={setCompared}
              />
            ) : (
              <ul className="mt-4 grid gap-4 md:grid-cols-2">
                {items.map((board) => (
                  <li key={board.slug}>
                    <BoardCard
                      board={board}
                      compared={selection.includes(board.slug)}
                      onCompareChange={(on) => setCompared(board.slug, on)}
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </PagedResults>
      </section>
      <ComparePanel selection={selection} compared={compared} headingRef={compareHeading} />
      <CompareTray
        selection={selection}
        nameOf={nameOf}
        onSelectionChange={setSelection}
        onCompare={showComparison}
        fallbackRef={catalogueHeading}
      />
    </>
  );
}
