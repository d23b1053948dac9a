/**
 * Deleting a record from its administrator's edit page, after a confirmation that names it. When the
 * server refuses because others refer to it (409 in_use), the dialog lists them and nothing is
 * deleted.
 */
import { inUseErrorBodySchema } from '@tinkerlabs/contract/submissions';
import { type ReactNode, useState } from 'react';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { ApiError } from '@/lib/api-client.ts';
import { DeleteDialog, type UsedBy } from './delete-dialog.tsx';

export function DeleteRecordButton({
  label,
  title,
  consequence,
  failure,
  remove,
}: {
  /** The button, e.g. "Delete store…". */
  label: string;
  /** The record's name, in the dialog's question. */
  title: string;
  consequence: ReactNode;
  /** Shown when the failure has no message of its own. */
  failure: string;
  /** Deletes the record and leaves the page; throws when the server refuses. */
  remove: () => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; usedBy: UsedBy[] } | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await remove();
    } catch (refusal) {
      const inUse = inUseErrorBodySchema.safeParse({
        error: refusal instanceof ApiError ? refusal.detail : null,
      });
      setError({
        message: refusal instanceof Error ? refusal.message : failure,
        usedBy: inUse.success ? inUse.data.error.usedBy : [],
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className={secondaryButtonClass} onClick={() => setOpen(true)}>
        {label}
      </button>
      <DeleteDialog
        open={open}
        itemTitle={title}
        busy={busy}
        error={error?.message ?? null}
        usedBy={error?.usedBy ?? []}
        consequence={consequence}
        onCancel={() => {
          setOpen(false);
          setError(null);
        }}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
