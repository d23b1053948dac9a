/**
 * /dashboard/articles/editor: the editor (a new draft, or `?id=` an existing article) with "My
 * articles" below it. A new draft is created by its first autosave, which also puts its id in the
 * address so a reload opens it again; that change of address keeps the same editor mounted.
 */
import type { ArticleDraft } from '@tinkerlabs/contract/article-drafts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState, LoadingState } from '@/components/ui/request-states.tsx';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { myArticleQuery, useMyArticle } from '../api/get-my-article.ts';
import { ArticleEditorForm } from './article-editor-form.tsx';
import { MyArticles } from './my-articles.tsx';

export function ArticleEditorPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const id = searchParams.get('id');
  const [created, setCreated] = useState<{ id: string; session: number } | null>(null);
  const [session, setSession] = useState(0);
  const editingCreated = id !== null && created?.id === id;
  const key = id && !editingCreated ? `id:${id}` : `new:${created?.session ?? session}`;

  const onCreated = useCallback(
    (article: ArticleDraft) => {
      setCreated({ id: article.id, session });
      setSearchParams({ id: article.id }, { replace: true });
    },
    [session, setSearchParams],
  );

  const startNew = () => {
    setCreated(null);
    setSession((n) => n + 1);
    setSearchParams({});
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">Article Editor</h1>
        <button type="button" className={secondaryButtonClass} onClick={startNew}>
          New article
        </button>
      </div>
      <div className="mt-6">
        {id && !editingCreated ? (
          <ExistingArticle key={key} id={id} onCreated={onCreated} />
        ) : (
          <ArticleEditorForm key={key} initial={null} onCreated={onCreated} />
        )}
      </div>
      <MyArticles activeId={id} />
    </div>
  );
}

function ExistingArticle({ id, onCreated }: { id: string; onCreated: (article: ArticleDraft) => void }) {
  const query = useMyArticle(id);
  const queryClient = useQueryClient();
  // Wait for a fresh copy: the editor starts from it, and a cached one could be behind the server.
  if (query.isPending || (query.isFetching && query.isStale))
    return <LoadingState label="Loading the article" rows={2} />;
  if (query.isError) {
    return (
      <ErrorState
        title="This article could not be opened"
        message={query.error.message}
        onRetry={() => void queryClient.invalidateQueries({ queryKey: myArticleQuery(id).queryKey })}
      />
    );
  }
  return <ArticleEditorForm initial={query.data} onCreated={onCreated} />;
}
