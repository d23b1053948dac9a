/** The blog: posts newest first, a page at a time, with a topic filter kept in the address. */
import { useQuery } from '@tanstack/react-query';
import { ContentCard } from '@/components/content/content-card.tsx';
import { TagFilter } from '@/components/content/tag-filter.tsx';
import { PagedResults } from '@/components/ui/paged-results.tsx';
import { useListParams } from '@/lib/list-params.ts';
import { blogPostsQuery } from '../api/get-blog-posts.ts';
import { blogPostFilterNames, blogPostFiltersFrom } from '../lib/blog-posts-filters.ts';
import { Byline, TagLinks } from '@/components/content/content-meta.tsx';

export function BlogPostList() {
  const { params, search, change } = useListParams(blogPostFilterNames);
  const posts = useQuery(blogPostsQuery(blogPostFiltersFrom(search)));
  return (
    <section aria-label="Blog posts" className="mt-8">
      <div className="max-w-xs">
        <TagFilter value={params.tag} onChange={(tag) => change({ tag })} />
      </div>
      <PagedResults query={posts} noun={['post', 'posts']} emptyHint="Choose All topics to see every post.">
        {(items) => (
          <ul className="mt-4 space-y-4">
            {items.map((post) => (
              <li key={post.slug}>
                <ContentCard
                  to={`/blog/${post.slug}`}
                  title={post.title}
                  summary={post.summary}
                  details={
                    <Byline author={post.author} date={post.publishedAt} minutes={post.readingMinutes} />
                  }
                  footer={<TagLinks tags={post.tags} listPath="/blogs" />}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
    </section>
  );
}
