/** The library in numbers, each figure a link to its list. While loading, the figures keep their place. */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link.tsx';
import { ErrorState } from '@/components/ui/request-states.tsx';
import { libraryFiguresQuery, libraryLists } from '../api/get-library-figures.ts';

export function LibraryFigures() {
  const figures = useQuery(libraryFiguresQuery);
  if (figures.isError) {
    return (
      <ErrorState
        title="The library's figures could not be loaded."
        message={figures.error.message}
        onRetry={() => void figures.refetch()}
        retrying={figures.isFetching}
      />
    );
  }
  const totals = figures.data;
  return (
    <ul aria-busy={figures.isPending} className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3">
      {libraryLists.map((list, index) => (
        <li key={list.to}>
          <Link
            to={list.to}
            className="flex h-full flex-col rounded-xl border border-neutral-200 p-4 hover:border-primary-400 dark:border-neutral-800 dark:hover:border-primary-600"
          >
            <span className="text-3xl font-bold text-primary-700 dark:text-primary-400">
              {totals ? totals[index]!.total : '–'}
            </span>
            <span className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{list.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
