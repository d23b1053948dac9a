/**
 * The comparison section, shown once a board is picked: the 2–4 rule in words until it is met, then
 * the boards' outlines side by side at one scale and the table. The boards are fetched by slug, so a shared link works whatever the filters show. The
 * picked boards themselves (and their remove buttons) are in the compare tray.
 */
import type { Board, BoardListResponse } from '@tinkerlabs/contract/boards';
import type { UseQueryResult } from '@tanstack/react-query';
import type { RefObject } from 'react';
import { ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { compareMessage, compareStatus, orderBySelection } from '../../lib/compare-selection.ts';
import { BoardOutlineDrawing } from './board-outline-drawing.tsx';
import { ComparisonTable } from './comparison-table.tsx';

/** The compared outlines are drawn smaller than the cards' (four side by side), at one scale still. */
const comparedScale = 2;

interface ComparePanelProps {
  selection: string[];
  /** GET /api/labs/boards?slugs=…, the picked boards' figures. */
  compared: UseQueryResult<BoardListResponse, Error>;
  /** The section's heading, focused by the tray's "Compare (N)". */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

export function ComparePanel({ selection, compared, headingRef }: ComparePanelProps) {
  if (selection.length === 0) return null;
  const status = compareStatus(selection);
  const { ordered, missing } = orderBySelection<Board>(compared.data?.items ?? [], selection);
  // While a newly picked board loads, the previous table stays; it is not "missing" from the catalogue.
  const updating = compared.isPlaceholderData;

  return (
    <section
      aria-labelledby="compare-heading"
      className="mt-10 rounded-xl border border-neutral-200 p-4 sm:p-5 dark:border-neutral-800"
    >
      <h2
        id="compare-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-neutral-900 dark:text-white"
      >
        Compare boards
      </h2>
      {/* The tray announces changes; this is the same sentence to read here, not a second announcement. */}
      <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{compareMessage(status)}</p>
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
              <ComparedOutlines boards={ordered} />
              <ComparisonTable boards={ordered} />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

function ComparedOutlines({ boards }: { boards: Board[] }) {
  const drawn = boards.filter((board) => board.outline);
  if (drawn.length === 0) return null;
  return (
    <ul aria-label="Outlines to one scale" className="mt-4 flex flex-wrap items-end gap-x-6 gap-y-4">
      {drawn.map((board) => (
        <li key={board.slug} className="max-w-full">
          <BoardOutlineDrawing name={board.name} outline={board.outline!} scale={comparedScale} />
          <p aria-hidden className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
            {board.name}
          </p>
        </li>
      ))}
    </ul>
  );
}
