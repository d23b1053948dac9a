/**
 * "My articles", below the editor: the author's drafts, pending, published and returned articles
 * (with the reviewer's reason). Drafts and returned ones open in the editor and can be submitted or
 * deleted; a pending one can be withdrawn.
 */
import type { ArticleDraftSummary } from '@tinkerlabs/contract/article-drafts';
import { Link } from '@/components/ui/link.tsx';
import { ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { secondaryButtonClass, textLinkClass } from '@/components/ui/control-styles.ts';
import { formatDateTime } from '@/lib/format-date.ts';
import { useChangeArticleStatus } from '../api/change-article-status.ts';
import { useDeleteArticleDraft } from '../api/delete-article-draft.ts';
import { useMyArticles } from '../api/get-my-articles.ts';
import { ArticleStatusBadge } from './article-status-badge.tsx';

const smallButton = `${secondaryButtonClass} px-2 py-1 text-xs`;

export function MyArticles({ activeId }: { activeId: string | null }) {
  const list = useMyArticles();
  const steps = useChangeArticleStatus();
  const remove = useDeleteArticleDraft();
  const error = steps.error ?? remove.error;

  return (
    <section aria-labelledby="my-articles" className="mt-12">
      <h2 id="my-articles" className="text-xl font-bold text-neutral-900 dark:text-white">
        My articles
      </h2>
      {list.isPending ? (
        <LoadingState label="Loading your articles" rows={2} />
      ) : list.isError ? (
        <ErrorState
          title="Your articles could not be loaded"
          message={list.error.message}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <p className="mt-3 text-sm text-neutral-600 dark:text-neutral-300">
          Nothing yet: your first draft is saved as you type.
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-neutral-200 rounded-lg border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
          {list.data.items.map((article) => (
            <MyArticleRow
              key={article.id}
              article={article}
              active={article.id === activeId}
              busy={steps.isPending || remove.isPending}
              onStep={(step) => steps.mutate({ id: article.id, step, baseVersion: article.version })}
              onDelete={() => {
                if (window.confirm(`Delete “${article.title || 'Untitled'}”? This cannot be undone.`))
                  remove.mutate(article.id);
              }}
            />
          ))}
        </ul>
      )}
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error.message}
        </p>
      ) : null}
    </section>
  );
}

function MyArticleRow({
  article,
  active,
  busy,
  onStep,
  onDelete,
}: {
  article: ArticleDraftSummary;
  active: boolean;
  busy: boolean;
  onStep: (step: 'submit' | 'withdraw') => void;
  onDelete: () => void;
}) {
  const editable = article.status === 'draft' || article.status === 'rejected';
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-3 p-4"
      aria-current={active ? 'true' : undefined}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-neutral-900 dark:text-white">
            {article.title || 'Untitled'}
          </span>
          <ArticleStatusBadge status={article.status} />
        </div>
        <p className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
          Last changed {formatDateTime(article.updatedAt)}
        </p>
        {article.status === 'rejected' && article.rejectionReason ? (
          <p className="mt-1 text-sm text-red-800 dark:text-red-300">Reviewer: {article.rejectionReason}</p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {editable && !active ? (
          <Link
            to={`/dashboard/articles/editor?id=${encodeURIComponent(article.id)}`}
            className={smallButton}
          >
            Edit
          </Link>
        ) : null}
        {editable ? (
          <button type="button" className={smallButton} disabled={busy} onClick={() => onStep('submit')}>
            Submit
          </button>
        ) : null}
        {article.status === 'pending' ? (
          <button type="button" className={smallButton} disabled={busy} onClick={() => onStep('withdraw')}>
            Withdraw
          </button>
        ) : null}
        {editable && !active ? (
          <button type="button" className={smallButton} disabled={busy} onClick={onDelete}>
            Delete
          </button>
        ) : null}
        {article.publicPath ? (
          <Link to={article.publicPath} className={textLinkClass}>
            View
          </Link>
        ) : null}
      </div>
    </li>
  );
}
