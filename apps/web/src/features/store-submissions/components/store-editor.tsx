/**
 * Editing an existing store (the member's own suggestion, or any store for an administrator): the
 * form prefilled, saved with the version it was based on. A stale save (409) opens the dialog with
 * the server's copy: load that copy, or keep the typed values and save them over it.
 */
import type { StoreRecord } from '@tinkerlabs/contract/submissions';
import { useState } from 'react';
import { StaleCopyDialog } from '@/components/moderation/stale-copy-dialog.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { updateStore } from '../api/save-store.ts';
import { type StoreFormValues, storeRequestOf, storeValuesOf } from '../lib/store-form-values.ts';
import { StoreForm } from './store-form.tsx';

interface Conflict {
  current: StoreRecord;
  mine: StoreFormValues;
}

export function StoreEditor({
  record,
  scope,
  submitLabel,
  onSaved,
  onReloaded,
}: {
  record: StoreRecord;
  scope: 'me' | 'admin';
  submitLabel: string;
  onSaved: (record: StoreRecord) => void;
  /** The editor chose the server's copy. */
  onReloaded: (record: StoreRecord) => void;
}) {
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  const [keepError, setKeepError] = useState<string | null>(null);

  const save = async (values: StoreFormValues, baseVersion: number) => {
    try {
      onSaved(await updateStore(scope, record.id, { ...storeRequestOf(values), baseVersion }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.detail.current) {
        setConflict({ current: error.detail.current as StoreRecord, mine: values });
        return;
      }
      throw error;
    }
  };

  return (
    <>
      {keepError ? (
        <p role="alert" className="mb-4 text-sm text-red-700 dark:text-red-400">
          {keepError}
        </p>
      ) : null}
      <StoreForm
        key={`${record.id}-${record.version}`}
        initial={storeValuesOf(record)}
        submitLabel={submitLabel}
        onSave={(values) => save(values, record.version)}
      />
      {conflict ? (
        <StaleCopyDialog
          current={conflict.current}
          readVersion={record.version}
          busy={busy}
          summary={
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="font-semibold">Name</dt>
              <dd>{conflict.current.name}</dd>
              <dt className="font-semibold">Website</dt>
              <dd className="break-all">{conflict.current.website}</dd>
              <dt className="font-semibold">Status</dt>
              <dd>{conflict.current.status}</dd>
            </dl>
          }
          onUseSaved={() => {
            setConflict(null);
            onReloaded(conflict.current);
          }}
          onKeepMine={async () => {
            setBusy(true);
            setKeepError(null);
            try {
              onSaved(
                await updateStore(scope, record.id, {
                  ...storeRequestOf(conflict.mine),
                  baseVersion: conflict.current.version,
                }),
              );
              setConflict(null);
            } catch (error) {
              setConflict(null);
              setKeepError(error instanceof Error ? error.message : 'Your changes could not be saved.');
            } finally {
              setBusy(false);
            }
          }}
        />
      ) : null}
    </>
  );
}
