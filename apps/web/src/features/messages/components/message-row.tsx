/** One message in the list: sender, subject, when; unread ones bold with an "Unread" label. */
import type { AdminMessage } from '@tinkerlabs/contract/admin-messages';
import { formatDateTime } from '@/lib/format-date.ts';

export function MessageRow({
  message,
  selected,
  onOpen,
}: {
  message: AdminMessage;
  selected: boolean;
  onOpen: () => void;
}) {
  const unread = message.readAt === null;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-current={selected ? 'true' : undefined}
      className={`block w-full rounded-lg border px-4 py-3 text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-secondary-600 ${
        selected
          ? 'border-secondary-500 bg-secondary-50 dark:border-secondary-600 dark:bg-secondary-950/40'
          : 'border-neutral-200 bg-white hover:bg-neutral-50 dark:border-neutral-800 dark:bg-neutral-900 dark:hover:bg-neutral-800'
      }`}
    >
      <span className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span
          className={`truncate text-sm ${unread ? 'font-bold text-neutral-900 dark:text-white' : 'text-neutral-700 dark:text-neutral-300'}`}
        >
          {message.name}
        </span>
        <time dateTime={message.createdAt} className="text-xs text-neutral-600 dark:text-neutral-400">
          {formatDateTime(message.createdAt)}
        </time>
      </span>
      <span className="mt-1 flex items-center gap-2">
        {unread ? (
          <span className="shrink-0 rounded bg-primary-700 px-1.5 py-0.5 text-xs font-semibold text-white">
            Unread
          </span>
        ) : null}
        <span
          className={`truncate ${unread ? 'font-bold text-neutral-900 dark:text-white' : 'text-neutral-800 dark:text-neutral-200'}`}
        >
          {message.subject}
        </span>
      </span>
      <span className="mt-1 line-clamp-1 text-sm text-neutral-600 dark:text-neutral-400">
        {message.message}
      </span>
    </button>
  );
}
