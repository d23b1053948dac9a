/**
 * /dashboard/stores/suggest: a member suggests a store, or (`?id=`) changes their own suggestion
 * while it is not yet published. Sending shows a clear confirmation with the way back to the
 * dashboard; a refused send keeps every value and shows the messages.
 */
import type { StoreRecord } from '@tinkerlabs/contract/submissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RecordStatusPanel } from '@/components/moderation/record-status-panel.tsx';
import { SubmissionSent } from '@/components/moderation/submission-sent.tsx';
import { PageMeta } from '@/components/page-meta.tsx';
import { textLinkClass } from '@/components/ui/control-styles.ts';
import { ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { createStore } from '../api/save-store.ts';
import { myStoreQuery } from '../api/store-queries.ts';
import { emptyStoreValues, storeRequestOf } from '../lib/store-form-values.ts';
import { OwnStoreActions } from './own-store-actions.tsx';
import { StoreEditor } from './store-editor.tsx';
import { StoreForm } from './store-form.tsx';

export function StoreSuggestPage() {
  const [search, setSearch] = useSearchParams();
  const id = search.get('id');
  const [sent, setSent] = useState<{ record: StoreRecord; edited: boolean } | null>(null);
  const [session, setSession] = useState(0);
  const queryClient = useQueryClient();

  const again = () => {
    setSent(null);
    setSession((n) => n + 1);
    setSearch({});
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageMeta title={id ? 'Edit your store suggestion' : 'Suggest a Store'} noIndex />
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">
        {id ? 'Edit your store suggestion' : 'Suggest a Store'}
      </h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-300">
        An electronics store the community should know about. An administrator checks each suggestion before
        it appears on the stores page.
      </p>
      <div className="mt-6">
        {sent ? (
          <SubmissionSent
            title={
              sent.edited
                ? `Your changes to ${sent.record.name} are saved`
                : `Thank you: ${sent.record.name} is waiting for review`
            }
            status={sent.record.status}
            anotherLabel="Suggest another store"
            onAnother={again}
          />
        ) : id ? (
          <OwnStore
            id={id}
            onSaved={(record) => {
              queryClient.setQueryData(myStoreQuery(id).queryKey, record);
              void queryClient.invalidateQueries({ queryKey: ['me'] });
              setSent({ record, edited: true });
            }}
          />
        ) : (
          <div className="max-w-3xl">
            <StoreForm
              key={session}
              initial={emptyStoreValues}
              submitLabel="Send for review"
              onSave={async (values) => {
                const record = await createStore(storeRequestOf(values));
                void queryClient.invalidateQueries({ queryKey: ['me'] });
                setSent({ record, edited: false });
              }}
            />
          </div>
        )}
      </div>
    </div>
  );
}

function OwnStore({ id, onSaved }: { id: string; onSaved: (record: StoreRecord) => void }) {
  const query = useQuery(myStoreQuery(id));
  const queryClient = useQueryClient();
  if (query.isPending) return <LoadingState label="Loading your suggestion" rows={2} />;
  if (query.isError) {
    return query.error instanceof ApiError && query.error.status === 404 ? (
      <ErrorState
        title="This suggestion was not found"
        message="It may have been deleted, or it belongs to someone else."
        onRetry={() => void query.refetch()}
      />
    ) : (
      <ErrorState
        title="Your suggestion could not be loaded"
        message={query.error.message}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const store = query.data;
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <div>
        {store.status === 'approved' ? (
          <p className="rounded-lg border border-neutral-200 p-4 text-sm text-neutral-700 dark:border-neutral-700 dark:text-neutral-300">
            {store.name} is published, so only an administrator changes it now.{' '}
            {store.publicPath ? (
              <Link to={store.publicPath} className={textLinkClass}>
                See it on the stores page
              </Link>
            ) : null}
          </p>
        ) : (
          <StoreEditor
            record={store}
            scope="me"
            submitLabel="Save changes"
            onSaved={onSaved}
            onReloaded={(current) => queryClient.setQueryData(myStoreQuery(id).queryKey, current)}
          />
        )}
      </div>
      <RecordStatusPanel
        status={store.status}
        version={store.version}
        authorName={store.author.name}
        rejectionReason={store.rejectionReason}
        publicPath={store.publicPath}
        history={store.history}
      >
        <OwnStoreActions
          store={store}
          onChanged={(record) => {
            queryClient.setQueryData(myStoreQuery(id).queryKey, record);
            void queryClient.invalidateQueries({ queryKey: ['me', 'submissions'] });
          }}
        />
      </RecordStatusPanel>
    </div>
  );
}
