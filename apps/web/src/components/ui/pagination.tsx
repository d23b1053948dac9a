/**
 * Page links under a list: previous, the pages around the current one (with the first and last),
 * next. Each is a real link to the same list with `?page=n`, its filters kept, so it works with a
 * keyboard, opens in a new tab and survives a reload.
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { pageSearch } from '@/lib/list-params.ts';
import { pageWindow } from './page-window.ts';

const itemClass =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium';
const linkClass = `${itemClass} border border-neutral-300 text-neutral-800 hover:bg-neutral-100 dark:border-neutral-600 dark:text-neutral-100 dark:hover:bg-neutral-800`;

export function Pagination({ page, totalPages, label }: { page: number; totalPages: number; label: string }) {
  const [search] = useSearchParams();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={pageSearch(search, page - 1)} className={linkClass} rel="prev">
              <ChevronLeft aria-hidden className="size-4" /> Previous
            </Link>
          </li>
        ) : null}
        {pageWindow(page, totalPages).map((n, index) =>
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
        {page < totalPages ? (
          <li>
            <Link to={pageSearch(search, page + 1)} className={linkClass} rel="next">
              Next <ChevronRight aria-hidden className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
