/**
 * Delete with confirmation. The delete is based on the copy on screen: if someone changed the entry
 * meanwhile the server refuses (409) and the dialog says to reload first.
 */
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DeleteDialog } from '@/components/moderation/delete-dialog.tsx';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { useDeleteLabsRecord } from '../api/delete-labs-record.ts';
import type { LabsRecord } from '../api/get-labs-record.ts';
import { publicPathOf, type CatalogueInfo } from '../lib/catalogues.ts';

export function LabsDeleteButton({
  catalogue,
  record,
  onDeleted,
}: {
  catalogue: CatalogueInfo;
  record: LabsRecord;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteLabsRecord();
  const publicPath = publicPathOf(catalogue.id, record as { slug: string; category?: string });
  return (
    <>
      <button
        type="button"
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
        className={`${secondaryButtonClass} text-red-800 dark:text-red-300`}
      >
        <Trash2 aria-hidden className="size-4" /> Delete
      </button>
      <DeleteDialog
        open={open}
        itemTitle={record.name}
        busy={remove.isPending}
        error={remove.error?.message ?? null}
        usedBy={[]}
        consequence={
          <p>
            The {catalogue.noun} disappears from {publicPath} at once. Its history is kept. This cannot be
            undone.
          </p>
        }
        onCancel={() => setOpen(false)}
        onConfirm={() =>
          remove.mutate(
            { catalogue: catalogue.id, slug: record.slug, baseUpdatedAt: record.updatedAt },
            {
              onSuccess: () => {
                setOpen(false);
                onDeleted();
              },
            },
          )
        }
      />
    </>
  );
}
