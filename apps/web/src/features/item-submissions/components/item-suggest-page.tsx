/**
 * /dashboard/items/suggest: a member suggests an item sold by a published store, or (`?id=`) changes their own suggestion
 * while it is not yet published. Sending shows a clear confirmation with the way back to the
 * dashboard; a refused send keeps every value and shows the messages.
 */
import type { ItemRecord } from '@tinkerlabs/contract/submissions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RecordStatusPanel } from '@/components/moderation/record-status-panel.tsx';
import { SubmissionSent } from '@/components/moderation/submission-sent.tsx';
import { PageMeta } from '@/components/page-meta.tsx';
import { textLinkClass } from '@/components/ui/control-styles.ts';
import { ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { createItem } from '../api/save-item.ts';
import { myItemQuery } from '../api/item-queries.ts';
import { emptyItemValues, itemRequestOf } from '../lib/item-form-values.ts';
import { OwnItemActions } from './own-item-actions.tsx';
import { ItemEditor } from './item-editor.tsx';
import { ItemForm } from './item-form.tsx';

export function ItemSuggestPage() {
  const [search, setSearch] = useSearchParams();
  const id = search.get('id');
  const [sent, setSent] = useState<{ record: ItemRecord; edited: boolean } | null>(null);
  const [session, setSession] = useState(0);
  const queryClient = useQueryClient();

  const again = () => {
    setSent(null);
    setSession((n) => n + 1);
    setSearch({});
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageMeta title={id ? 'Edit your item suggestion' : 'Suggest an Item'} noIndex />
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">
        {id ? 'Edit your item suggestion' : 'Suggest an Item'}
      </h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-300">
        A part or tool a store sells, with its price and link. An administrator checks each suggestion before
        it appears on the store's page.
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
            anotherLabel="Suggest another item"
            onAnother={again}
          />
        ) : id ? (
          <OwnItem
            id={id}
            onSaved={(record) => {
              queryClient.setQueryData(myItemQuery(id).queryKey, record);
              void queryClient.invalidateQueries({ queryKey: ['me'] });
              setSent({ record, edited: true });
            }}
          />
        ) : (
          <div className="max-w-3xl">
            <ItemForm
              key={session}
              initial={emptyItemValues}
              submitLabel="Send for review"
              onSave={async (values) => {
                const record = await createItem(itemRequestOf(values));
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

function OwnItem({ id, onSaved }: { id: string; onSaved: (record: ItemRecord) => void }) {
  const query = useQuery(myItemQuery(id));
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
  const item = query.data;
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <div>
        {item.status === 'approved' ? (
          <p className="rounded-lg border border-neutral-200 p-4 text-sm text-neutral-700 dark:border-neutral-700 dark:text-neutral-300">
            {item.name} is published, so only an administrator changes it now.{' '}
            {item.publicPath ? (
              <Link to={item.publicPath} className={textLinkClass}>
                See it on the store's page
              </Link>
            ) : null}
          </p>
        ) : (
          <ItemEditor
            record={item}
            scope="me"
            submitLabel="Save changes"
            onSaved={onSaved}
            onReloaded={(current) => queryClient.setQueryData(myItemQuery(id).queryKey, current)}
          />
        )}
      </div>
      <RecordStatusPanel
        status={item.status}
        version={item.version}
        authorName={item.author.name}
        rejectionReason={item.rejectionReason}
        publicPath={item.publicPath}
        history={item.history}
      >
        <OwnItemActions
          item={item}
          onChanged={(record) => {
            queryClient.setQueryData(myItemQuery(id).queryKey, record);
            void queryClient.invalidateQueries({ queryKey: ['me', 'submissions'] });
          }}
        />
      </RecordStatusPanel>
    </div>
  );
}
