/**
 * The recorded history of a submission (oldest first): who did what and when, the rejection reason,
 * and for edits the fields that changed.
 */
import type { HistoryAction, HistoryEntry } from '@tinkerlabs/contract/history';
import { formatDateTime } from '@/lib/format-date.ts';

const verbs: Record<HistoryAction, string> = {
  created: 'created it',
  submitted: 'submitted it for review',
  withdrawn: 'withdrew it',
  approved: 'approved and published it',
  rejected: 'rejected it',
  edited: 'edited it',
  deleted: 'deleted it',
};

/** "shipsTo" → "ships to", "storeSlug" → "store slug". */
const fieldLabel = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

export function HistoryList({ entries }: { entries: HistoryEntry[] }) {
  if (entries.length === 0)
    return <p className="text-sm text-neutral-600 dark:text-neutral-400">No steps are recorded yet.</p>;
  return (
    <ol className="space-y-3 border-l border-neutral-200 pl-4 dark:border-neutral-700">
      {entries.map((entry, index) => (
        <li key={`${entry.at}-${entry.version}-${index}`} className="text-sm">
          <p className="text-neutral-900 dark:text-neutral-100">
            <span className="font-semibold">{entry.actor.name}</span> {verbs[entry.action]}
          </p>
          <p className="text-xs text-neutral-600 dark:text-neutral-400">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · version {entry.version}
          </p>
          {entry.reason ? (
            <p className="mt-1 text-neutral-700 dark:text-neutral-300">Reason: {entry.reason}</p>
          ) : null}
          {entry.action === 'edited' && entry.changedFields.length > 0 ? (
            <p className="mt-1 text-neutral-700 dark:text-neutral-300">
              Changed: {entry.changedFields.map(fieldLabel).join(', ')}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
