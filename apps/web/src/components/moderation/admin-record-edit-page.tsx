/**
 * An administrator's edit page for one submission (a store, an item) in any status: the kind's form,
 * saved with the version it was loaded at (a stale save shows the server's copy), the status and
 * history beside it with the public link, and Delete. A changed address key (slug, unique key) moves
 * the page's address along.
 */
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageMeta } from '@/components/page-meta.tsx';
import { ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { DeleteRecordButton } from './delete-record-button.tsx';
import { RecordEditor } from './record-editor.tsx';
import { RecordStatusPanel } from './record-status-panel.tsx';
import type { ModeratedRecord, RecordQuery, SubmissionKind } from './submission-kind.ts';

export interface AdminEditTexts {
  /** "Edit store": the heading, followed by the record's name once loaded. */
  heading: string;
  /** "Loading the store". */
  loading: string;
  /** "No store has this address". */
  notFound: string;
  /** "The store could not be loaded". */
  loadFailed: string;
  /** "Delete store…". */
  deleteLabel: string;
  /** "The store could not be deleted.". */
  deleteFailed: string;
  /** What deleting a published record means ("Its public page disappears. This cannot be undone."). */
  deletePublished: string;
}

export interface AdminEditOptions<R extends ModeratedRecord, V> {
  kind: SubmissionKind<R, V>;
  /** GET /api/admin/…/by-…/{key} as query options. */
  adminQuery: RecordQuery<R>;
  /** The key of the page's address (slug, unique key). */
  keyOf: (record: R) => string;
  editPath: (key: string) => string;
  /** The management list, where a deletion leads. */
  listPath: string;
  /** The list's queries, refreshed after a save. */
  listQueryKey: QueryKey;
  /** DELETE /api/admin/…/{id}. */
  deleteRecord: (id: string) => Promise<void>;
  texts: AdminEditTexts;
}

export function AdminRecordEditPage<R extends ModeratedRecord, V>({
  routeKey,
  ...options
}: AdminEditOptions<R, V> & { routeKey: string }) {
  const { kind, texts } = options;
  const query = useQuery(options.adminQuery(routeKey));
  const title = query.data ? kind.titleOf(query.data) : undefined;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageMeta title={`${texts.heading} ${title ?? routeKey}`} noIndex />
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">
        {texts.heading}
        {title !== undefined ? `: ${title}` : ''}
      </h1>
      {query.isPending ? (
        <LoadingState label={texts.loading} rows={2} />
      ) : query.isError ? (
        <ErrorState
          title={
            query.error instanceof ApiError && query.error.status === 404 ? texts.notFound : texts.loadFailed
          }
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <LoadedRecord record={query.data} options={options} />
      )}
    </div>
  );
}

function LoadedRecord<R extends ModeratedRecord, V>({
  record,
  options,
}: {
  record: R;
  options: AdminEditOptions<R, V>;
}) {
  const { kind, texts, adminQuery, keyOf, editPath } = options;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);

  const show = (next: R) => {
    queryClient.setQueryData(adminQuery(keyOf(next)).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: options.listQueryKey });
    if (keyOf(next) !== keyOf(record)) void navigate(editPath(keyOf(next)), { replace: true });
  };

  const remove = async () => {
    await options.deleteRecord(record.id);
    queryClient.removeQueries({ queryKey: adminQuery(keyOf(record)).queryKey });
    void queryClient.invalidateQueries({ queryKey: ['admin'] });
    void navigate(options.listPath);
  };

  return (
    <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_1fr]">
      <div>
        {saved ? (
          <p role="status" className="mb-4 text-sm font-medium text-green-800 dark:text-green-300">
            Saved as version {record.version}.
          </p>
        ) : null}
        <RecordEditor
          kind={kind}
          record={record}
          scope="admin"
          submitLabel="Save changes"
          onSaved={(next) => {
            setSaved(true);
            show(next);
          }}
          onReloaded={(next) => {
            setSaved(false);
            show(next);
          }}
        />
      </div>
      <RecordStatusPanel record={record}>
        <DeleteRecordButton
          label={texts.deleteLabel}
          title={kind.titleOf(record)}
          failure={texts.deleteFailed}
          consequence={
            record.status === 'approved'
              ? texts.deletePublished
              : 'The suggestion is removed. This cannot be undone.'
          }
          remove={remove}
        />
      </RecordStatusPanel>
    </div>
  );
}
