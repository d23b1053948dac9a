/**
 * For administrators: the newest contact messages in the inbox (sender, subject, when; unread ones
 * marked), linking to the inbox. A new message appears without a reload (the `messages` channel).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link.tsx';
import { ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { formatDateTime } from '@/lib/format-date.ts';
import { useRealtimeInvalidation } from '@/lib/realtime/use-realtime.ts';
import { newestMessagesKey, newestMessagesQuery } from '../api/newest-messages-query.ts';

const realtimeKeys = [newestMessagesKey];

export function NewestMessages() {
  const query = useQuery(newestMessagesQuery);
  useRealtimeInvalidation('messages', realtimeKeys);
  if (query.isPending) return <LoadingState label="Loading the newest messages" rows={2} />;
  if (query.isError) {
    return (
      <ErrorState
        title="The messages could not be loaded"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { items, unread } = query.data;
  return (
    <div>
      {items.length === 0 ? (
        <p className="text-sm text-neutral-600 dark:text-neutral-400">
          No messages yet: what visitors send through the contact form arrives here.
        </p>
      ) : (
        <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
          {items.map((message) => (
            <li key={message.id} className="py-2">
              <p
                className={`truncate text-sm text-neutral-900 dark:text-white ${message.readAt ? '' : 'font-semibold'}`}
              >
                {message.readAt ? null : <span className="sr-only">Unread: </span>}
                {message.subject}
              </p>
              <p className="truncate text-xs text-neutral-600 dark:text-neutral-400">
                {message.name} · <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/dashboard/messages"
        className="mt-3 inline-block text-sm font-semibold text-secondary-700 underline-offset-2 hover:underline dark:text-secondary-300"
      >
        Open the inbox{unread > 0 ? ` (${unread} unread)` : ''}
      </Link>
    </div>
  );
}
