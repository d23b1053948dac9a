/** /articles/:slug: one article with its table of contents and rendered maths. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { loadOrNotFound } from '@/lib/load-or-not-found.ts';
import { PostPage } from '@/components/content/post-page.tsx';
import { articleQuery } from '@/features/articles/api/get-article.ts';
import type { PageLoader } from '../../page-routes.ts';

export const loader: PageLoader = async ({ params, request }, queryClient) => {
  await loadOrNotFound(
    () => queryClient.ensureQueryData(articleQuery(params.slug!)),
    new URL(request.url).pathname,
  );
  return null;
};

export function Component() {
  const { data: article } = useSuspenseQuery(articleQuery(useParams().slug!));
  return <PostPage post={article} list={{ to: '/articles', label: 'Articles' }} />;
}
