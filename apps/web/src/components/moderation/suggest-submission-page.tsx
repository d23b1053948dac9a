/**
 * The page where a member suggests a submission (a store, an item), or (`?id=`) changes their own
 * suggestion while it is not yet published. Sending shows a clear confirmation with the way back to
 * the dashboard; a refused send keeps every value and shows the messages. The kind gives the form,
 * the API calls and the wording.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageMeta } from '@/components/page-meta.tsx';
import { OwnSubmission } from './own-submission.tsx';
import type { ChangeOwnStatus, ModeratedRecord, RecordQuery, SubmissionKind } from './submission-kind.ts';
import { SubmissionSent } from './submission-sent.tsx';

export interface SuggestPageTexts {
  /** "Suggest a Store". */
  suggestTitle: string;
  /** "Edit your store suggestion". */
  editTitle: string;
  /** What to suggest and that an administrator checks it. */
  intro: string;
  /** "Suggest another store". */
  anotherLabel: string;
  /** "See it on the stores page". */
  publishedLinkLabel: string;
}

export function SuggestSubmissionPage<R extends ModeratedRecord, V>({
  kind,
  emptyValues,
  create,
  ownQuery,
  changeStatus,
  texts,
}: {
  kind: SubmissionKind<R, V>;
  emptyValues: V;
  /** POST /api/me/…: answers the new record (pending). */
  create: (values: V) => Promise<R>;
  /** GET /api/me/…/{id}. */
  ownQuery: RecordQuery<R>;
  changeStatus: ChangeOwnStatus<R>;
  texts: SuggestPageTexts;
}) {
  const [search, setSearch] = useSearchParams();
  const id = search.get('id');
  const [sent, setSent] = useState<{ record: R; edited: boolean } | null>(null);
  const [session, setSession] = useState(0);
  const queryClient = useQueryClient();
  const { Form } = kind;

  const again = () => {
    setSent(null);
    setSession((n) => n + 1);
    setSearch({});
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <PageMeta title={id ? texts.editTitle : texts.suggestTitle} noIndex />
      <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">
        {id ? texts.editTitle : texts.suggestTitle}
      </h1>
      <p className="mt-2 text-neutral-600 dark:text-neutral-300">{texts.intro}</p>
      <div className="mt-6">
        {sent ? (
          <SubmissionSent
            title={
              sent.edited
                ? `Your changes to ${kind.titleOf(sent.record)} are saved`
                : `Thank you: ${kind.titleOf(sent.record)} is waiting for review`
            }
            status={sent.record.status}
            anotherLabel={texts.anotherLabel}
            onAnother={again}
          />
        ) : id ? (
          <OwnSubmission
            id={id}
            kind={kind}
            ownQuery={ownQuery}
            changeStatus={changeStatus}
            publishedLinkLabel={texts.publishedLinkLabel}
            onSaved={(record) => {
              queryClient.setQueryData(ownQuery(id).queryKey, record);
              void queryClient.invalidateQueries({ queryKey: ['me'] });
              setSent({ record, edited: true });
            }}
          />
        ) : (
          <div className="max-w-3xl">
            <Form
              key={session}
              initial={emptyValues}
              submitLabel="Send for review"
              onSave={async (values) => {
                const record = await create(values);
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
