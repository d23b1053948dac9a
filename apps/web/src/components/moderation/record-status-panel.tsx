/**
 * The side panel of a submission's edit page: its status (with the rejection reason), version and
 * author, the link to its public page while published, and its recorded history.
 */
import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { cardClass, textLinkClass } from '@/components/ui/control-styles.ts';
import { HistoryList } from './history-list.tsx';
import { StatusBadge } from './status-badge.tsx';
import type { ModeratedRecord } from './submission-kind.ts';

export function RecordStatusPanel({
  record,
  children,
}: {
  record: ModeratedRecord;
  /** Actions for this record (withdraw, delete …). */
  children?: ReactNode;
}) {
  const { status, version, author, rejectionReason, publicPath, history } = record;
  return (
    <aside aria-label="Status and history" className={`${cardClass} space-y-4`}>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={status} />
        <span className="text-sm text-neutral-600 dark:text-neutral-400">
          Version {version} · suggested by {author.name}
        </span>
      </div>
      {status === 'rejected' && rejectionReason ? (
        <p className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200">
          <span className="font-semibold">Reason given: </span>
          {rejectionReason}
        </p>
      ) : null}
      {publicPath ? (
        <p>
          <Link to={publicPath} className={textLinkClass}>
            View public page
          </Link>
        </p>
      ) : null}
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
      <div>
        <h2 className="mb-2 text-sm font-semibold text-neutral-900 dark:text-white">History</h2>
        <HistoryList entries={history} />
      </div>
    </aside>
  );
}
