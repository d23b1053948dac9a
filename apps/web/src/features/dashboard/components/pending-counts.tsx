/**
 * For administrators: how much waits in each review queue and how many messages are unread, as
 * cards linking to the queue. Kept current live (review and message channels).
 */
import type { PendingCounts } from '@tinkerlabs/contract/submissions';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link.tsx';
import { ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { useRealtimeInvalidation } from '@/lib/realtime/use-realtime.ts';
import { pendingCountsKey, pendingCountsQuery } from '../api/pending-counts-query.ts';

const cards: { key: keyof PendingCounts; label: string; to: string }[] = [
  { key: 'stores', label: 'Stores to review', to: '/dashboard/stores/review' },
  { key: 'items', label: 'Items to review', to: '/dashboard/items/review' },
  { key: 'projects', label: 'Projects to review', to: '/dashboard/projects/review' },
  { key: 'articles', label: 'Articles to review', to: '/dashboard/articles/review' },
  { key: 'unreadMessages', label: 'Unread messages', to: '/dashboard/messages' },
];

export function PendingCountCards() {
  const query = useQuery(pendingCountsQuery);
  useRealtimeInvalidation('reviews', [pendingCountsKey]);
  useRealtimeInvalidation('messages', [pendingCountsKey]);
  if (query.isPending) return <LoadingState label="Loading the review queues" rows={1} />;
  if (query.isError) {
    return (
      <ErrorState
        title="The review queues could not be counted"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {cards.map((card) => {
        const count = query.data[card.key];
        return (
          <li key={card.key}>
            <Link
              to={card.to}
              className={`block h-full rounded-xl border p-4 hover:shadow-md focus-visible:ring-2 ${
                count > 0
                  ? 'border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40'
                  : 'border-neutral-200 bg-white dark:border-neutral-800 dark:bg-neutral-900'
              }`}
            >
              <span className="block text-3xl font-bold text-neutral-900 dark:text-white">{count}</span>{' '}
              <span className="mt-1 block text-sm text-neutral-700 dark:text-neutral-300">{card.label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
