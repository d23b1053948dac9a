/**
 * The comparison section: what is picked (each removable), the 2–4 rule in words, and the table
 * once 2 to 4 boards are picked. The boards are fetched by slug, so a shared link works whatever
 * the filters show.
 */
import type { Board } from '@tinkerlabs/contract/boards';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { useFocusAfterRemoval } from '@/lib/use-focus-after-removal.ts';
import { comparedBoardsQuery } from '../../api/get-compared-boards.ts';
import { compareMessage, compareStatus, orderBySelection } from '../../lib/compare-selection.ts';
import { ComparisonTable } from './comparison-table.tsx';

interface ComparePanelProps {
  selection: string[];
  /** Names of boards already fetched by the list, for the picked boards' labels. */
  knownBoards: ReadonlyMap<string, Board>;
  onSelectionChange: (next: string[]) => void;
  /** The section's heading, focused by "See the comparison". */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

export function ComparePanel({ selection, knownBoards, onSelectionChange, headingRef }: ComparePanelProps) {
  const status = compareStatus(selection);
  // Fetched for any selection, so each picked board is named even when the filters hide it.
  const compared = useQuery({ ...comparedBoardsQuery(selection), enabled: selection.length > 0 });
  const fetched = new Map(compared.data?.items.map((board) => [board.slug, board]));
  const nameOf = (slug: string) => fetched.get(slug)?.name ?? knownBoards.get(slug)?.name ?? slug;
  const { ordered, missing } = orderBySelection(compared.data?.items ?? [], selection);
  // While a newly picked board loads, the previous table stays; it is not "missing" from the catalogue.
  const updating = compared.isPlaceholderData;
  // A removed board's button goes with it: the focus moves to the next board's, or to the heading.
  const { listRef, removing } = useFocusAfterRemoval<HTMLDivElement, HTMLHeadingElement>(headingRef);

  return (
    <section
      aria-labelledby="compare-heading"
      className="mt-8 rounded-xl border border-neutral-200 p-4 sm:p-5 dark:border-neutral-800"
    >
      <h2
        id="compare-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-neutral-900 dark:text-white"
      >
        Compare boards
      </h2>
      <p role="status" className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
        {compareMessage(status)}
      </p>
      {selection.length > 0 ? (
        <div ref={listRef} className="mt-3 flex flex-wrap items-center gap-2">
          <ul aria-label="Picked boards" className="flex flex-wrap gap-2">
            {selection.map((slug, index) => (
              <li
                key={slug}
                className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-1 pr-1 pl-3 text-sm font-medium text-primary-900 dark:bg-primary-950 dark:text-primary-100"
              >
                {nameOf(slug)}
                <button
                  type="button"
                  data-remove
                  onClick={() => {
                    removing(index);
                    onSelectionChange(selection.filter((s) => s !== slug));
                  }}
                  aria-label={`Remove ${nameOf(slug)} from the comparison`}
                  className="rounded-full p-1 hover:bg-primary-100 dark:hover:bg-primary-900"
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            onClick={() => {
              removing(0);
              onSelectionChange([]);
            }}
            className={secondaryButtonClass}
          >
            Clear comparison
          </button>
        </div>
      ) : null}
      {status.kind !== 'ready' ? null : compared.isPending ? (
        <LoadingState label="Loading the comparison…" rows={1} />
      ) : compared.isError ? (
        <ErrorState
          title="The comparison could not be loaded."
          message={compared.error.message}
          onRetry={() => void compared.refetch()}
          retrying={compared.isFetching}
        />
      ) : (
        <>
          {missing.length > 0 && !updating ? (
            <p role="alert" className="mt-3 text-sm text-amber-800 dark:text-amber-300">
              {missing.length === 1 ? 'One picked board is' : `${missing.length} picked boards are`} not in
              the catalogue: {missing.join(', ')}. Remove {missing.length === 1 ? 'it' : 'them'} or pick
              another.
            </p>
          ) : null}
          {ordered.length >= 2 ? (
            <div aria-busy={updating} className={updating ? 'opacity-60 transition-opacity' : undefined}>
              <ComparisonTable boards={ordered} />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
