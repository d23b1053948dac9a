/**
 * Editing an existing submission (the member's own suggestion, or any record for an administrator):
 * the kind's form prefilled, saved with the version it was based on. A stale save (409) opens the
 * dialog with the server's copy: load that copy, or keep the typed values and save them over it.
 */
import { Fragment, useState } from 'react';
import { ApiError } from '@/lib/api-client.ts';
import { StaleCopyDialog } from './stale-copy-dialog.tsx';
import type { ModeratedRecord, SubmissionKind, SummaryRow } from './submission-kind.ts';

interface Conflict<R, V> {
  current: R;
  mine: V;
}

export function RecordEditor<R extends ModeratedRecord, V>({
  kind,
  record,
  scope,
  submitLabel,
  onSaved,
  onReloaded,
}: {
  kind: SubmissionKind<R, V>;
  record: R;
  scope: 'me' | 'admin';
  submitLabel: string;
  onSaved: (record: R) => void;
  /** The editor chose the server's copy. */
  onReloaded: (record: R) => void;
}) {
  const [conflict, setConflict] = useState<Conflict<R, V> | null>(null);
  const [busy, setBusy] = useState(false);
  const [keepError, setKeepError] = useState<string | null>(null);
  const { Form } = kind;

  const save = async (values: V) => {
    try {
      onSaved(await kind.update(scope, record.id, values, record.version));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.detail.current) {
        setConflict({ current: error.detail.current as R, mine: values });
        return;
      }
      throw error;
    }
  };

  const keepMine = async ({ current, mine }: Conflict<R, V>) => {
    setBusy(true);
    setKeepError(null);
    try {
      onSaved(await kind.update(scope, record.id, mine, current.version));
      setConflict(null);
    } catch (error) {
      setConflict(null);
      setKeepError(error instanceof Error ? error.message : 'Your changes could not be saved.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {keepError ? (
        <p role="alert" className="mb-4 text-sm text-red-700 dark:text-red-400">
          {keepError}
        </p>
      ) : null}
      <Form
        key={`${record.id}-${record.version}`}
        initial={kind.valuesOf(record)}
        record={record}
        submitLabel={submitLabel}
        onSave={save}
      />
      {conflict ? (
        <StaleCopyDialog
          current={conflict.current}
          readVersion={record.version}
          busy={busy}
          summary={<CopySummary rows={[...kind.summaryOf(conflict.current), statusRow(conflict.current)]} />}
          onUseSaved={() => {
            setConflict(null);
            onReloaded(conflict.current);
          }}
          onKeepMine={() => void keepMine(conflict)}
        />
      ) : null}
    </>
  );
}

const statusRow = (record: ModeratedRecord): SummaryRow => ({ label: 'Status', value: record.status });

function CopySummary({ rows }: { rows: SummaryRow[] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
      {rows.map((row) => (
        <Fragment key={row.label}>
          <dt className="font-semibold">{row.label}</dt>
          <dd className={row.long ? 'break-all' : undefined}>{row.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
