/** /blog/:slug: one blog post. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { loadOrNotFound } from '@/lib/load-or-not-found.ts';
import { PostPage } from '@/components/content/post-page.tsx';
import { blogPostQuery } from '@/features/blog-posts/api/get-blog-post.ts';
import type { PageLoader } from '../../page-routes.ts';

export const loader: PageLoader = async ({ params, request }, queryClient) => {
  await loadOrNotFound(
    () => queryClient.ensureQueryData(blogPostQuery(params.slug!)),
    new URL(request.url).pathname,
  );
  return null;
};

export function Component() {
  const { data: post } = useSuspenseQuery(blogPostQuery(useParams().slug!));
  return <PostPage post={post} list={{ to: '/blogs', label: 'Blog' }} />;
}
