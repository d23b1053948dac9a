/**
 * The member's notifications (a submission approved or rejected, with the reason), newest first;
 * unread ones stand out until "Mark all as read".
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link.tsx';
import { secondaryButtonClass, textLinkClass } from '@/components/ui/control-styles.ts';
import { ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { formatDateTime } from '@/lib/format-date.ts';
import { notificationsQuery, useMarkAllNotificationsRead } from '../api/notifications.ts';

const kindNouns = { stores: 'store', items: 'item', projects: 'project', articles: 'article' } as const;

export function NotificationList() {
  const query = useQuery(notificationsQuery);
  const markRead = useMarkAllNotificationsRead();
  if (query.isPending) return <LoadingState label="Loading your notifications" rows={1} />;
  if (query.isError) {
    return (
      <ErrorState
        title="Your notifications could not be loaded"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const { items, unread } = query.data;
  return (
    <div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-neutral-700 dark:text-neutral-300">
          {unread === 0 ? 'No unread notifications.' : `${unread} unread`}
        </p>
        {unread > 0 ? (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={markRead.isPending}
            onClick={() => markRead.mutate()}
          >
            Mark all as read
          </button>
        ) : null}
      </div>
      {markRead.error ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {markRead.error.message}
        </p>
      ) : null}
      {items.length === 0 ? (
        <p className="mt-4 text-sm text-neutral-600 dark:text-neutral-400">
          When a reviewer approves or rejects something you sent, you will read it here.
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {items.map((notification) => (
            <li
              key={notification.id}
              className={`rounded-lg border p-3 text-sm ${
                notification.read
                  ? 'border-neutral-200 dark:border-neutral-800'
                  : 'border-secondary-300 bg-secondary-50 dark:border-secondary-800 dark:bg-secondary-950/40'
              }`}
            >
              <p className="text-neutral-900 dark:text-neutral-100">
                {notification.read ? null : <span className="sr-only">Unread: </span>}
                Your {kindNouns[notification.kind]}{' '}
                <Link to={notification.link} className={textLinkClass}>
                  {notification.title}
                </Link>{' '}
                was {notification.action === 'approved' ? 'approved and published' : 'rejected'}.
              </p>
              {notification.reason ? (
                <p className="mt-1 text-neutral-700 dark:text-neutral-300">Reason: {notification.reason}</p>
              ) : null}
              <p className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
                <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
