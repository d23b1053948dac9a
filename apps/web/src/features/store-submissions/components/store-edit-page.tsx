/**
 * /dashboard/stores/{slug}/edit (administrators): any store, whatever its status, in the same form,
 * with its status and history, the link to its public page, and Delete (refused while items belong
 * to it: the dialog lists them).
 */
import { inUseErrorBodySchema, type StoreRecord } from '@tinkerlabs/contract/submissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DeleteDialog, type UsedBy } from '@/components/moderation/delete-dialog.tsx';
import { RecordStatusPanel } from '@/components/moderation/record-status-panel.tsx';
import { PageMeta } from '@/components/page-meta.tsx';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { deleteStore } from '../api/save-store.ts';
import { adminStoreQuery } from '../api/store-queries.ts';
import { StoreEditor } from './store-editor.tsx';

export function StoreEditPage({ slug }: { slug: string }) {
  const query = useQuery(adminStoreQuery(slug));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageMeta title={`Edit store ${query.data?.name ?? slug}`} noIndex />
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">
        Edit store{query.data ? `: ${query.data.name}` : ''}
      </h1>
      {query.isPending ? (
        <LoadingState label="Loading the store" rows={2} />
      ) : query.isError ? (
        <ErrorState
          title={
            query.error instanceof ApiError && query.error.status === 404
              ? 'No store has this address'
              : 'The store could not be loaded'
          }
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <LoadedStore store={query.data} />
      )}
    </div>
  );
}

function LoadedStore({ store }: { store: StoreRecord }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<{ message: string; usedBy: UsedBy[] } | null>(null);

  const show = (record: StoreRecord) => {
    queryClient.setQueryData(adminStoreQuery(record.slug).queryKey, record);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'stores', 'list'] });
    if (record.slug !== store.slug) void navigate(`/dashboard/stores/${record.slug}/edit`, { replace: true });
  };

  const remove = async () => {
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      await deleteStore(store.id);
      queryClient.removeQueries({ queryKey: adminStoreQuery(store.slug).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      void navigate('/dashboard/stores');
    } catch (error) {
      const inUse = inUseErrorBodySchema.safeParse({
        error: error instanceof ApiError ? error.detail : null,
      });
      setDeleteError({
        message: error instanceof Error ? error.message : 'The store could not be deleted.',
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
            Saved as version {store.version}.
          </p>
        ) : null}
        <StoreEditor
          record={store}
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
        status={store.status}
        version={store.version}
        authorName={store.author.name}
        rejectionReason={store.rejectionReason}
        publicPath={store.publicPath}
        history={store.history}
      >
        <button type="button" className={secondaryButtonClass} onClick={() => setDeleting(true)}>
          Delete store…
        </button>
      </RecordStatusPanel>
      <DeleteDialog
        open={deleting}
        itemTitle={store.name}
        busy={deleteBusy}
        error={deleteError?.message ?? null}
        usedBy={deleteError?.usedBy ?? []}
        consequence={
          store.status === 'approved'
            ? 'Its public page disappears. This cannot be undone.'
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
