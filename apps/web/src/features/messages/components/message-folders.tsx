/**
 * The inbox's folders (Inbox, Unread, Archived) as links that set `?filter=`: each is a real link, so
 * it works with a keyboard, survives a reload and keeps the search.
 */
import type { MessageFilter } from '@tinkerlabs/contract/admin-messages';
import { useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link.tsx';
import { changedListParams } from '@/lib/list-params.ts';

const folders: { filter: MessageFilter; label: string }[] = [
  { filter: 'inbox', label: 'Inbox' },
  { filter: 'unread', label: 'Unread' },
  { filter: 'archived', label: 'Archived' },
];

export function MessageFolders({ current, unread }: { current: MessageFilter; unread: number | null }) {
  const [search] = useSearchParams();
  return (
    <nav aria-label="Message folders" className="mt-6 border-b border-neutral-200 dark:border-neutral-800">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {folders.map(({ filter, label }) => {
          const active = filter === current;
          const to = `?${changedListParams(search, { filter: filter === 'inbox' ? null : filter }).toString()}`;
          return (
            <li key={filter}>
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                className={`inline-flex min-h-10 items-center gap-2 border-b-2 px-4 text-sm font-semibold whitespace-nowrap ${
                  active
                    ? 'border-primary-700 text-primary-800 dark:border-primary-400 dark:text-primary-300'
                    : 'border-transparent text-neutral-600 hover:text-neutral-900 dark:text-neutral-400 dark:hover:text-white'
                }`}
              >
                {label}
                {filter === 'unread' && unread ? (
                  <span className="rounded-full bg-primary-700 px-2 py-0.5 text-xs text-white">
                    {unread}
                    <span className="sr-only"> unread</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
