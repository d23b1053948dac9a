/**
 * Editing an existing item (the member's own suggestion, or any item for an administrator): the
 * form prefilled, saved with the version it was based on. A stale save (409) opens the dialog with
 * the server's copy: load that copy, or keep the typed values and save them over it.
 */
import type { ItemRecord } from '@tinkerlabs/contract/submissions';
import { useState } from 'react';
import { StaleCopyDialog } from '@/components/moderation/stale-copy-dialog.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { updateItem } from '../api/save-item.ts';
import { type ItemFormValues, itemRequestOf, itemValuesOf } from '../lib/item-form-values.ts';
import { ItemForm } from './item-form.tsx';

interface Conflict {
  current: ItemRecord;
  mine: ItemFormValues;
}

export function ItemEditor({
  record,
  scope,
  submitLabel,
  onSaved,
  onReloaded,
}: {
  record: ItemRecord;
  scope: 'me' | 'admin';
  submitLabel: string;
  onSaved: (record: ItemRecord) => void;
  /** The editor chose the server's copy. */
  onReloaded: (record: ItemRecord) => void;
}) {
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [busy, setBusy] = useState(false);
  const [keepError, setKeepError] = useState<string | null>(null);

  const save = async (values: ItemFormValues, baseVersion: number) => {
    try {
      onSaved(await updateItem(scope, record.id, { ...itemRequestOf(values), baseVersion }));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && error.detail.current) {
        setConflict({ current: error.detail.current as ItemRecord, mine: values });
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
      <ItemForm
        key={`${record.id}-${record.version}`}
        initial={itemValuesOf(record)}
        currentStoreName={record.store.name}
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
              <dt className="font-semibold">Unique key</dt>
              <dd className="break-all">{conflict.current.uniqueKey}</dd>
              <dt className="font-semibold">Price</dt>
              <dd>
                {conflict.current.price} {conflict.current.currency}
              </dd>
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
                await updateItem(scope, record.id, {
                  ...itemRequestOf(conflict.mine),
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
