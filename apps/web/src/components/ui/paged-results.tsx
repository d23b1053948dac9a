/**
 * A page of a list as one of its states: loading (placeholder cards), failed (the reason and a retry),
 * empty (what to change), or the items with a count that screen readers hear when filters change,
 * and the page links. While the next filter's results load, the previous ones stay, dimmed.
 */
import type { Page } from '@tinkerlabs/contract/pagination';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link.tsx';
import { pageSearch } from '@/lib/list-params.ts';
import { Pagination } from './pagination.tsx';
import { EmptyState, ErrorState, LoadingState } from './request-states.tsx';

export interface PagedResultsProps<T> {
  /** A page, or a page of a list paged by cursor past its first pages (`nextCursor`). */
  query: UseQueryResult<Page<T> & { nextCursor?: string | null }, Error>;
  /** What the list holds, singular and plural: ['article', 'articles']. */
  noun: readonly [string, string];
  /** Shown when nothing matches, e.g. how to widen the search. */
  emptyHint?: ReactNode;
  children: (items: T[]) => ReactNode;
}

function countLabel(total: number, [singular, plural]: readonly [string, string]): string {
  return `${total} ${total === 1 ? singular : plural}`;
}

export function PagedResults<T>({ query, noun, emptyHint, children }: PagedResultsProps<T>) {
  const plural = noun[1];
  const [search] = useSearchParams();
  if (query.isPending) return <LoadingState label={`Loading ${plural}…`} />;
  if (query.isError) {
    return (
      <ErrorState
        title={`The ${plural} could not be loaded.`}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { items, page, total, totalPages, nextCursor } = query.data;
  const pastTheEnd = items.length === 0 && total > 0;
  return (
    <div
      className={query.isPlaceholderData ? 'opacity-60 transition' : 'transition'}
      aria-busy={query.isFetching}
    >
      <p role="status" className="mt-6 text-sm text-neutral-600 dark:text-neutral-400">
        {countLabel(total, noun)}
        {totalPages > 1 && !pastTheEnd ? ` · page ${page} of ${totalPages}` : ''}
      </p>
      {pastTheEnd ? (
        <EmptyState title="This page is past the end of the list.">
          <Link to={pageSearch(search, 1)} className="underline">
            Go to the first page
          </Link>
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyState title={`No ${plural} match.`}>{emptyHint}</EmptyState>
      ) : (
        children(items)
      )}
      <Pagination page={page} totalPages={totalPages} label={`Pages of ${plural}`} nextCursor={nextCursor} />
    </div>
  );
}
