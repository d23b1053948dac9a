/**
 * What a submission may duplicate (same website, same unique key, similar title), each linking to
 * the other record's dashboard page so the reviewer can compare before deciding; past the strongest
 * few, how many more.
 */
import type { DuplicateHint } from '@tinkerlabs/contract/submissions';
import { TriangleAlert } from 'lucide-react';
import { Link } from '@/components/ui/link.tsx';
import { textLinkClass } from '@/components/ui/control-styles.ts';
import { StatusBadge } from './status-badge.tsx';

export function DuplicateHints({ hints, more = 0 }: { hints: DuplicateHint[]; more?: number }) {
  if (hints.length === 0) return null;
  return (
    <div
      role="note"
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-800 dark:bg-amber-950/40"
    >
      <p className="flex items-center gap-2 font-semibold text-amber-900 dark:text-amber-100">
        <TriangleAlert aria-hidden className="size-4" />
        Possible duplicate{hints.length + more > 1 ? 's' : ''}
      </p>
      <ul className="mt-2 space-y-1">
        {hints.map((hint) => (
          <li
            key={`${hint.reason}-${hint.id}`}
            className="flex flex-wrap items-center gap-2 text-amber-900 dark:text-amber-100"
          >
            <span>{hint.message}:</span>
            <Link to={hint.path} className={textLinkClass}>
              {hint.name}
            </Link>
            <StatusBadge status={hint.status} />
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <p className="mt-2 text-amber-900 dark:text-amber-100">And {more} more possible duplicates.</p>
      ) : null}
    </div>
  );
}
