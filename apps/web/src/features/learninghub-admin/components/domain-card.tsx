/**
 * One domain in the dashboard: its title, address and summary, publish toggle, rename form,
 * move up / down, delete (refused while it has lessons), history, and its lessons in order.
 */
import type { AdminDomain } from '@tinkerlabs/contract/admin-learninghub';
import { useState } from 'react';
import { Link } from '@/components/ui/link.tsx';
import { DeleteDialog } from '@/components/moderation/delete-dialog.tsx';
import { HistoryList } from '@/components/moderation/history-list.tsx';
import { cardClass, secondaryButtonClass, textLinkClass } from '@/components/ui/control-styles.ts';
import { useDeleteRecord } from '../api/order-and-delete.ts';
import { useUpdateDomain } from '../api/save-domain.ts';
import { useMove } from '../hooks/use-move.ts';
import { errorText } from '../lib/error-text.ts';
import { domainPublicPath } from '../lib/paths.ts';
import { DomainForm } from './domain-form.tsx';
import { NewTopicForm } from './new-topic-form.tsx';
import { OrderButtons } from './order-buttons.tsx';
import { PublishBadge } from './publish-badge.tsx';
import { TopicRow } from './topic-row.tsx';

const smallButtonClass = `${secondaryButtonClass} px-2.5 py-1.5`;

export function DomainCard({
  domain,
  first,
  last,
  moving,
  focus,
  onFocused,
  onMove,
}: {
  domain: AdminDomain;
  first: boolean;
  last: boolean;
  moving: boolean;
  focus: 'up' | 'down' | null;
  onFocused: () => void;
  onMove: (direction: 'up' | 'down') => void;
}) {
  const update = useUpdateDomain();
  const remove = useDeleteRecord();
  const topicMove = useMove();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = `domain-${domain.id}`;

  const togglePublished = async () => {
    setError(null);
    try {
      await update.mutateAsync({
        id: domain.id,
        baseUpdatedAt: domain.updatedAt,
        published: !domain.published,
      });
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <li className={cardClass} aria-labelledby={headingId} data-domain={domain.slug}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <OrderButtons
          title={domain.title}
          first={first}
          last={last}
          busy={moving}
          focus={focus}
          onFocused={onFocused}
          onMove={onMove}
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-xl font-bold text-neutral-900 dark:text-white">
              {domain.title}
            </h2>
            <PublishBadge published={domain.published} />
          </div>
          <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
            {domain.published ? (
              <Link to={domainPublicPath(domain.slug)} className={textLinkClass}>
                {domainPublicPath(domain.slug)}
              </Link>
            ) : (
              domainPublicPath(domain.slug)
            )}{' '}
            · {domain.topicCount} {domain.topicCount === 1 ? 'lesson' : 'lessons'}
          </p>
          {domain.summary ? (
            <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{domain.summary}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={smallButtonClass}
            disabled={update.isPending}
            onClick={() => void togglePublished()}
            aria-label={`${domain.published ? 'Unpublish' : 'Publish'} the domain “${domain.title}”`}
          >
            {domain.published ? 'Unpublish' : 'Publish'}
          </button>
          <button
            type="button"
            className={smallButtonClass}
            aria-expanded={renaming}
            onClick={() => setRenaming((open) => !open)}
            aria-label={`Rename the domain “${domain.title}”`}
          >
            Rename
          </button>
          <button
            type="button"
            className={`${smallButtonClass} text-red-700 dark:text-red-400`}
            onClick={() => setConfirming(true)}
            aria-label={`Delete the domain “${domain.title}”`}
          >
            Delete
          </button>
        </div>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      {renaming ? (
        <div className="mt-4 rounded-lg border border-neutral-200 p-4 dark:border-neutral-700">
          <DomainForm domain={domain} onDone={() => setRenaming(false)} />
        </div>
      ) : null}

      <h3 className="sr-only">Lessons of {domain.title}</h3>
      {domain.topics.length > 0 ? (
        <ol className="mt-4 divide-y divide-neutral-200 border-t border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
          {domain.topics.map((topic, index) => (
            <TopicRow
              key={topic.id}
              topic={topic}
              domain={domain}
              first={index === 0}
              last={index === domain.topics.length - 1}
              moving={topicMove.busy}
              focus={topicMove.focusTarget?.id === topic.id ? topicMove.focusTarget.direction : null}
              onFocused={topicMove.focused}
              onMove={(direction) =>
                void topicMove.run({ kind: 'topics', id: topic.id }, topic.title, direction)
              }
            />
          ))}
        </ol>
      ) : (
        <p className="mt-4 text-sm text-neutral-600 dark:text-neutral-400">No lessons yet.</p>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {topicMove.announcement}
      </p>
      {topicMove.error ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {topicMove.error}
        </p>
      ) : null}
      <NewTopicForm domainId={domain.id} domainTitle={domain.title} />

      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-neutral-800 dark:text-neutral-200">
          History of this domain
        </summary>
        <div className="mt-3">
          <HistoryList entries={domain.history} />
        </div>
      </details>

      <DeleteDialog
        open={confirming}
        itemTitle={domain.title}
        busy={remove.isPending}
        error={
          domain.topicCount > 0
            ? `It still has ${domain.topicCount} ${domain.topicCount === 1 ? 'lesson' : 'lessons'}: move them to another domain or delete them first.`
            : remove.error
              ? errorText(remove.error)
              : null
        }
        usedBy={domain.topics.map((topic) => ({
          kind: 'lesson',
          title: topic.title,
          path: `/dashboard/learninghub/editor?topic=${topic.id}`,
        }))}
        consequence={
          <p>
            The domain is removed for good and {domainPublicPath(domain.slug)} will answer “Page not found”.
          </p>
        }
        onCancel={() => {
          remove.reset();
          setConfirming(false);
        }}
        onConfirm={() =>
          remove.mutate({ kind: 'domains', id: domain.id }, { onSuccess: () => setConfirming(false) })
        }
      />
    </li>
  );
}
