/**
 * /dashboard/items/{unique_key}/edit (administrators): any item, whatever its status, in the same
 * form, with its status and history, the link to its public page, and Delete (refused while a
 * project lists it: the dialog lists those projects).
 */
import { inUseErrorBodySchema, type ItemRecord } from '@tinkerlabs/contract/submissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DeleteDialog, type UsedBy } from '@/components/moderation/delete-dialog.tsx';
import { RecordStatusPanel } from '@/components/moderation/record-status-panel.tsx';
import { PageMeta } from '@/components/page-meta.tsx';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { deleteItem } from '../api/save-item.ts';
import { adminItemQuery } from '../api/item-queries.ts';
import { ItemEditor } from './item-editor.tsx';

export function ItemEditPage({ uniqueKey }: { uniqueKey: string }) {
  const query = useQuery(adminItemQuery(uniqueKey));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageMeta title={`Edit item ${query.data?.name ?? uniqueKey}`} noIndex />
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">
        Edit item{query.data ? `: ${query.data.name}` : ''}
      </h1>
      {query.isPending ? (
        <LoadingState label="Loading the item" rows={2} />
      ) : query.isError ? (
        <ErrorState
          title={
            query.error instanceof ApiError && query.error.status === 404
              ? 'No item has this unique key'
              : 'The item could not be loaded'
          }
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <LoadedItem item={query.data} />
      )}
    </div>
  );
}

function LoadedItem({ item }: { item: ItemRecord }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<{ message: string; usedBy: UsedBy[] } | null>(null);

  const show = (record: ItemRecord) => {
    queryClient.setQueryData(adminItemQuery(record.uniqueKey).queryKey, record);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'items', 'list'] });
    if (record.uniqueKey !== item.uniqueKey)
      void navigate(`/dashboard/items/${encodeURIComponent(record.uniqueKey)}/edit`, { replace: true });
  };

  const remove = async () => {
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      await deleteItem(item.id);
      queryClient.removeQueries({ queryKey: adminItemQuery(item.uniqueKey).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      void navigate('/dashboard/items');
    } catch (error) {
      const inUse = inUseErrorBodySchema.safeParse({
        error: error instanceof ApiError ? error.detail : null,
      });
      setDeleteError({
        message: error instanceof Error ? error.message : 'The item could not be deleted.',
        usedBy: inUse.success ? inUse.data.error.usedBy : [],
      });
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_1fr]">
      <div>
        {saved ? (
          <p role="status" className="mb-4 text-sm font-medium text-green-800 dark:text-green-300">
            Saved as version {item.version}.
          </p>
        ) : null}
        <ItemEditor
          record={item}
          scope="admin"
          submitLabel="Save changes"
          onSaved={(record) => {
            setSaved(true);
            show(record);
          }}
          onReloaded={(record) => {
            setSaved(false);
            show(record);
          }}
        />
      </div>
      <RecordStatusPanel
        status={item.status}
        version={item.version}
        authorName={item.author.name}
        rejectionReason={item.rejectionReason}
        publicPath={item.publicPath}
        history={item.history}
      >
        <button type="button" className={secondaryButtonClass} onClick={() => setDeleting(true)}>
          Delete item…
        </button>
      </RecordStatusPanel>
      <DeleteDialog
        open={deleting}
        itemTitle={item.name}
        busy={deleteBusy}
        error={deleteError?.message ?? null}
        usedBy={deleteError?.usedBy ?? []}
        consequence={
          item.status === 'approved'
            ? "It disappears from its store's page. This cannot be undone."
            : 'The suggestion is removed. This cannot be undone.'
        }
        onCancel={() => {
          setDeleting(false);
          setDeleteError(null);
        }}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
