/**
 * Page links under a list: previous, the pages around the current one (with the first and last),
 * next. Each is a real link to the same list with `?page=n`, its filters kept, so it works with a
 * keyboard, opens in a new tab and survives a reload. A list paged by cursor (its pages carry
 * `nextCursor`) numbers its first `maxNumberedPage` pages only: past them, Next follows the cursor
 * (`?after=…`) and the last page has no number to link to.
 */
import { maxNumberedPage } from '@tinkerlabs/contract/page-limits';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link.tsx';
import { cursorSearch, pageSearch } from '@/lib/list-params.ts';
import { pageWindow } from './page-window.ts';

const itemClass =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium';
const linkClass = `${itemClass} border border-neutral-300 text-neutral-800 hover:bg-neutral-100 dark:border-neutral-600 dark:text-neutral-100 dark:hover:bg-neutral-800`;

export interface PaginationProps {
  page: number;
  totalPages: number;
  label: string;
  /** A cursor-paged list's link to its next page; null on its last page. */
  nextCursor?: string | null | undefined;
}

export function Pagination({ page, totalPages, label, nextCursor }: PaginationProps) {
  const [search] = useSearchParams();
  const byCursor = nextCursor !== undefined;
  if (totalPages <= 1 && !nextCursor) return null;
  const numbered = byCursor ? Math.min(totalPages, maxNumberedPage) : totalPages;
  // Past the numbered pages: the first page, a gap, and this one.
  const numbers = page > numbered ? [1, null, page] : pageWindow(page, numbered);
  if (page <= numbered && numbered < totalPages) numbers.push(null);
  const next =
    byCursor && nextCursor
      ? page + 1 <= numbered
        ? pageSearch(search, page + 1)
        : cursorSearch(search, nextCursor)
      : !byCursor && page < totalPages
        ? pageSearch(search, page + 1)
        : null;
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && page - 1 <= numbered ? (
          <li>
            <Link to={pageSearch(search, page - 1)} className={linkClass} rel="prev">
              <ChevronLeft aria-hidden className="size-4" /> Previous
            </Link>
          </li>
        ) : null}
        {numbers.map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} aria-hidden className={itemClass}>
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span aria-current="page" className={`${itemClass} bg-primary-700 text-white`}>
                  <span className="sr-only">Page </span>
                  {n}
                </span>
              ) : (
                <Link to={pageSearch(search, n)} className={linkClass} aria-label={`Page ${n}`}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {next ? (
          <li>
            <Link to={next} className={linkClass} rel="next">
              Next <ChevronRight aria-hidden className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
