/**
 * /labs/development-boards: the filters, the comparison and the catalogue. Everything the visitor
 * chooses lives in the page address (see useBoardCatalogueParams), so it can be shared and reloaded.
 */
import type { Board } from '@tinkerlabs/contract/boards';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { PagedResults } from '@/components/ui/paged-results.tsx';
import { boardsQuery } from '../../api/get-boards.ts';
import { useBoardCatalogueParams } from '../../hooks/use-board-catalogue-params.ts';
import { defaultBoardFilters, hasActiveFilters } from '../../lib/board-filters.ts';
import { toggleCompared } from '../../lib/compare-selection.ts';
import { BoardCard } from './board-card.tsx';
import { BoardFilterForm } from './board-filter-form.tsx';
import { CompareBar } from './compare-bar.tsx';
import { ComparePanel } from './compare-panel.tsx';

export function BoardCatalogue() {
  const { filters, page, selection, setFilters, setSelection } = useBoardCatalogueParams();
  const boards = useQuery(boardsQuery(filters, page));
  const compareHeading = useRef<HTMLHeadingElement>(null);
  const catalogueHeading = useRef<HTMLHeadingElement>(null);

  const knownBoards = useMemo(
    () => new Map<string, Board>(boards.data?.items.map((board) => [board.slug, board])),
    [boards.data],
  );
  const clearFilters = () => setFilters({ ...defaultBoardFilters, sort: filters.sort });
  const showComparison = () => {
    compareHeading.current?.scrollIntoView({ block: 'start' });
    compareHeading.current?.focus({ preventScroll: true });
  };

  return (
    <>
      <BoardFilterForm filters={filters} onChange={setFilters} onClear={clearFilters} />
      <ComparePanel
        selection={selection}
        knownBoards={knownBoards}
        onSelectionChange={setSelection}
        headingRef={compareHeading}
      />
      <section aria-labelledby="catalogue-heading" className="mt-10">
        <h2
          id="catalogue-heading"
          ref={catalogueHeading}
          tabIndex={-1}
          className="text-xl font-bold text-neutral-900 dark:text-white"
        >
          Boards
        </h2>
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
                  className={`${secondaryButtonClass} mt-4`}
                >
                  Clear filters
                </button>
              ) : null}
            </>
          }
        >
          {(items) => (
            <ul className="mt-4 grid gap-4 md:grid-cols-2">
              {items.map((board) => (
                <li key={board.slug}>
                  <BoardCard
                    board={board}
                    compared={selection.includes(board.slug)}
                    onCompareChange={(on) => {
                      if (on !== selection.includes(board.slug))
                        setSelection(toggleCompared(selection, board.slug));
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </PagedResults>
      </section>
      <CompareBar count={selection.length} onShow={showComparison} />
    </>
  );
}
