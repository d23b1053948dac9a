/** The shared stale-copy dialog for a project: the server's copy summed up by its main fields. */
import type { ProjectRecord } from '@tinkerlabs/contract/submissions';
import { StaleCopyDialog } from '@/components/moderation/stale-copy-dialog.tsx';
import { StatusBadge } from '@/components/moderation/status-badge.tsx';
import { formatDateTime } from '@/lib/format-date.ts';

export function StaleProjectDialog({
  current,
  readVersion,
  busy,
  onKeepMine,
  onUseSaved,
}: {
  current: ProjectRecord;
  readVersion: number;
  busy: boolean;
  onKeepMine: () => void;
  onUseSaved: () => void;
}) {
  return (
    <StaleCopyDialog
      current={current}
      readVersion={readVersion}
      busy={busy}
      onKeepMine={onKeepMine}
      onUseSaved={onUseSaved}
      summary={
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="font-semibold">Title</dt>
          <dd>{current.title}</dd>
          <dt className="font-semibold">Address</dt>
          <dd className="font-mono text-xs">/projects/{current.slug}</dd>
          <dt className="font-semibold">Status</dt>
          <dd>
            <StatusBadge status={current.status} />
          </dd>
          <dt className="font-semibold">Saved</dt>
          <dd>{formatDateTime(current.updatedAt)}</dd>
        </dl>
      }
    />
  );
}
