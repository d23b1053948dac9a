/** Links to the reading lists with how many entries each holds. */
import { BookMarked, FileText, Library, University } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link.tsx';
import { ErrorState } from '@/components/ui/request-states.tsx';
import { readingListTotalsQuery, type ReadingListTotals } from '../api/get-reading-list-totals.ts';

const lists: {
  key: keyof ReadingListTotals;
  to: string;
  title: string;
  noun: string;
  Icon: typeof BookMarked;
}[] = [
  {
    key: 'books',
    to: '/resources/rl/books',
    title: 'Reinforcement learning books',
    noun: 'books',
    Icon: BookMarked,
  },
  {
    key: 'papers',
    to: '/resources/rl/papers',
    title: 'Reinforcement learning papers',
    noun: 'papers',
    Icon: FileText,
  },
  {
    key: 'courses',
    to: '/resources/rl/courses',
    title: 'Reinforcement learning courses',
    noun: 'courses',
    Icon: University,
  },
  { key: 'all', to: '/resources', title: 'The whole library', noun: 'resources', Icon: Library },
];

export function ReadingListLinks() {
  const totals = useQuery(readingListTotalsQuery);
  if (totals.isError) {
    return (
      <ErrorState
        title="The reading lists could not be loaded."
        message={totals.error.message}
        onRetry={() => void totals.refetch()}
        retrying={totals.isFetching}
      />
    );
  }
  return (
    <ul aria-busy={totals.isPending} className="mt-6 grid gap-4 sm:grid-cols-2">
      {lists.map(({ key, to, title, noun, Icon }) => (
        <li key={key}>
          <Link
            to={to}
            className="flex h-full gap-4 rounded-xl border border-neutral-200 bg-white p-5 shadow-sm transition hover:border-primary-400 hover:shadow-md dark:border-neutral-800 dark:bg-neutral-900 dark:hover:border-primary-600"
          >
            <Icon aria-hidden className="size-8 shrink-0 text-primary-600 dark:text-primary-400" />
            <span>
              <span className="block font-semibold text-neutral-900 dark:text-white">{title}</span>
              <span className="mt-1 block text-sm text-neutral-600 dark:text-neutral-400">
                {totals.data ? `${totals.data[key]} ${noun}` : `Counting ${noun}…`}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
