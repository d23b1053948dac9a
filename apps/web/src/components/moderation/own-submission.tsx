/**
 * A member's own suggestion (`?id=` on a suggest page): loaded by id, edited in the kind's form while
 * it is not published, with its status, history and the withdraw / send again action beside it.
 * Once published, only an administrator changes it: the member gets the link to its public page.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@/components/ui/link.tsx';
import { textLinkClass } from '@/components/ui/control-styles.ts';
import { ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { OwnSubmissionActions } from './own-submission-actions.tsx';
import { RecordEditor } from './record-editor.tsx';
import { RecordStatusPanel } from './record-status-panel.tsx';
import type { ChangeOwnStatus, ModeratedRecord, RecordQuery, SubmissionKind } from './submission-kind.ts';

export function OwnSubmission<R extends ModeratedRecord, V>({
  id,
  kind,
  ownQuery,
  changeStatus,
  publishedLinkLabel,
  onSaved,
}: {
  id: string;
  kind: SubmissionKind<R, V>;
  /** GET /api/me/…/{id}. */
  ownQuery: RecordQuery<R>;
  changeStatus: ChangeOwnStatus<R>;
  /** The link to the published record, e.g. "See it on the stores page". */
  publishedLinkLabel: string;
  onSaved: (record: R) => void;
}) {
  const query = useQuery(ownQuery(id));
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
  const record = query.data;
  const show = (next: R) => queryClient.setQueryData(ownQuery(id).queryKey, next);
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <div>
        {record.status === 'approved' ? (
          <p className="rounded-lg border border-neutral-200 p-4 text-sm text-neutral-700 dark:border-neutral-700 dark:text-neutral-300">
            {kind.titleOf(record)} is published, so only an administrator changes it now.{' '}
            {record.publicPath ? (
              <Link to={record.publicPath} className={textLinkClass}>
                {publishedLinkLabel}
              </Link>
            ) : null}
          </p>
        ) : (
          <RecordEditor
            kind={kind}
            record={record}
            scope="me"
            submitLabel="Save changes"
            onSaved={onSaved}
            onReloaded={show}
          />
        )}
      </div>
      <RecordStatusPanel record={record}>
        <OwnSubmissionActions
          record={record}
          changeStatus={changeStatus}
          onChanged={(next) => {
            show(next);
            void queryClient.invalidateQueries({ queryKey: ['me', 'submissions'] });
          }}
        />
      </RecordStatusPanel>
    </div>
  );
}
