/**
 * The article as its public page will show it, from what is in the editor now (saved or not): the
 * same PostPage as /articles/:slug and the review queue, inside a PreviewFrame (its title is an h2 and
 * a cell run or an answer checked here records nothing). The body is the one a save would send
 * (toStorableDoc), with the headings and reading time the server works out the same way.
 */
import type { ArticleDraft } from '@tinkerlabs/contract/article-drafts';
import type { TagRef } from '@tinkerlabs/contract/tags';
import { docHeadings } from '@tinkerlabs/rich-text/headings';
import { readingMinutes } from '@tinkerlabs/rich-text/plain-text';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PostPage, type Post } from '@/components/content/post-page.tsx';
import { PreviewFrame } from '@/components/content/preview-frame.tsx';
import { tagsQuery } from '@/components/content/tags-query.ts';
import { labelFromSlug } from '@/lib/label-from-slug.ts';
import type { ArticleSnapshot } from '../lib/article-snapshot.ts';
import { toStorableDoc } from '../lib/storable-doc.ts';

export function ArticlePreview({
  snapshot,
  article,
}: {
  snapshot: ArticleSnapshot;
  /** The server's copy, for the byline; null before the first save. */
  article: ArticleDraft | null;
}) {
  const tags = useQuery(tagsQuery);
  const post = useMemo<Post>(() => {
    const body = toStorableDoc(snapshot.body);
    const names = new Map(tags.data?.items.map((tag) => [tag.slug, tag.name]));
    const tagRefs: TagRef[] = snapshot.tags.map((slug) => ({
      slug,
      name: names.get(slug) ?? labelFromSlug(slug),
    }));
    return {
      title: snapshot.title.trim() || 'Untitled article',
      summary: snapshot.summary,
      author: article?.author ?? { id: null, name: 'You' },
      // Not published yet: the page will show the day it is.
      publishedAt: article?.publishedAt ?? new Date().toISOString(),
      readingMinutes: readingMinutes(body),
      tags: tagRefs,
      headings: docHeadings(body),
      body,
    };
  }, [snapshot, article, tags.data]);

  return (
    <div className="rounded-lg border border-dashed border-neutral-300 dark:border-neutral-700">
      <p className="px-4 pt-3 text-xs font-semibold tracking-wide text-neutral-600 uppercase dark:text-neutral-400">
        Preview · as readers will see it once published
      </p>
      <PreviewFrame>
        <PostPage post={post} list={{ to: '/articles', label: 'Articles' }} />
      </PreviewFrame>
    </div>
  );
}
