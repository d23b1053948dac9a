/**
 * One lesson in the dashboard's list of a domain: its place (move up / down), whether it is
 * published (toggle), and links to edit it and to its public page; deleting asks first.
 */
import type { AdminDomain, AdminTopicSummary } from '@tinkerlabs/contract/admin-learninghub';
import { useState } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { DeleteDialog } from '@/components/moderation/delete-dialog.tsx';
import { secondaryButtonClass, textLinkClass } from '@/components/ui/control-styles.ts';
import { useDeleteRecord } from '../api/order-and-delete.ts';
import { useUpdateTopic } from '../api/save-topic.ts';
import { errorText } from '../lib/error-text.ts';
import { topicEditorPath, topicPublicPath } from '../lib/paths.ts';
import { OrderButtons } from './order-buttons.tsx';
import { PublishBadge } from './publish-badge.tsx';

const smallButtonClass = `${secondaryButtonClass} px-2.5 py-1.5`;

export function TopicRow({
  topic,
  domain,
  first,
  last,
  moving,
  focus,
  onFocused,
  onMove,
}: {
  topic: AdminTopicSummary;
  domain: AdminDomain;
  first: boolean;
  last: boolean;
  moving: boolean;
  focus: 'up' | 'down' | null;
  onFocused: () => void;
  onMove: (direction: 'up' | 'down') => void;
}) {
  const update = useUpdateTopic();
  const remove = useDeleteRecord();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const isPublic = topic.published && domain.published;

  const togglePublished = async () => {
    setError(null);
    try {
      await update.mutateAsync({ id: topic.id, baseUpdatedAt: topic.updatedAt, published: !topic.published });
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <li className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center" data-topic={topic.slug}>
      <OrderButtons
        title={topic.title}
        first={first}
        last={last}
        busy={moving}
        focus={focus}
        onFocused={onFocused}
        onMove={onMove}
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-neutral-600 tabular-nums dark:text-neutral-400">
            {topic.position}.
          </span>
          <h3 className="font-semibold text-neutral-900 dark:text-white">{topic.title}</h3>
          <PublishBadge published={topic.published} hiddenByDomain={!domain.published} />
        </div>
        <p className="mt-0.5 truncate text-sm text-neutral-600 dark:text-neutral-400">
          {isPublic ? (
            <Link to={topicPublicPath(domain.slug, topic.slug)} className={textLinkClass}>
              {topicPublicPath(domain.slug, topic.slug)}
            </Link>
          ) : (
            topicPublicPath(domain.slug, topic.slug)
          )}
        </p>
        {error ? (
          <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Link
          to={topicEditorPath(topic.id)}
          className={smallButtonClass}
          aria-label={`Edit the lesson “${topic.title}”`}
        >
          Edit lesson
        </Link>
        <button
          type="button"
          className={smallButtonClass}
          disabled={update.isPending}
          onClick={() => void togglePublished()}
          aria-label={`${topic.published ? 'Unpublish' : 'Publish'} “${topic.title}”`}
        >
          {topic.published ? 'Unpublish' : 'Publish'}
        </button>
        <button
          type="button"
          className={`${smallButtonClass} text-red-700 dark:text-red-400`}
          onClick={() => setConfirming(true)}
          aria-label={`Delete “${topic.title}”`}
        >
          Delete
        </button>
      </div>
      <DeleteDialog
        open={confirming}
        itemTitle={topic.title}
        busy={remove.isPending}
        error={remove.error ? errorText(remove.error) : null}
        usedBy={[]}
        consequence={
          <p>
            The lesson and its text are removed for good; {topicPublicPath(domain.slug, topic.slug)} will
            answer “Page not found” and the lessons around it will link to each other.
          </p>
        }
        onCancel={() => {
          remove.reset();
          setConfirming(false);
        }}
        onConfirm={() =>
          remove.mutate({ kind: 'topics', id: topic.id }, { onSuccess: () => setConfirming(false) })
        }
      />
    </li>
  );
}
