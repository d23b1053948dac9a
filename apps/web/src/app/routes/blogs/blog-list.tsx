/** /blogs: the site's own news and notes. */
import { tagsQuery } from '@/components/content/tags-query.ts';
import { SectionIntro } from '@/components/section-intro.tsx';
import { blogPostsQuery } from '@/features/blog-posts/api/get-blog-posts.ts';
import { blogPostFiltersFrom } from '@/features/blog-posts/lib/blog-posts-filters.ts';
import { BlogPostList } from '@/features/blog-posts/components/blog-post-list.tsx';
import type { PageLoader } from '../../page-routes.ts';

export const loader: PageLoader = ({ request }, queryClient) => {
  void queryClient.prefetchQuery(blogPostsQuery(blogPostFiltersFrom(new URL(request.url).searchParams)));
  void queryClient.prefetchQuery(tagsQuery); // the topic filter's choices
  return null;
};

export function Component() {
  return (
    <SectionIntro
      title="Blog"
      intro="News from TinkerLabs: new labs and features, buying guides and how we run the community."
    >
      <BlogPostList />
    </SectionIntro>
  );
}
