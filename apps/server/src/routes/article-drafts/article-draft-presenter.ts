/** Article rows → the workflow shapes of the contract (the seed hash and reviewer id stay inside). */
import type { ArticleDraft, ArticleDraftSummary, ReviewEvent } from '@tinkerlabs/contract/article-drafts';
import type { TagRef } from '@tinkerlabs/contract/tags';
import { reviewHistoryOf } from '../../content/review-history.ts';
import type { Database } from '../../db/client.ts';
import { tagsOf } from '../../db/queries/tags.ts';
import { articleTags } from '../../db/schema.ts';
import type { ArticleListRow, ArticleRow } from './article-draft-queries.ts';

export function presentArticleDraftSummary(row: ArticleListRow, tags: TagRef[]): ArticleDraftSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    tags,
    coverImage: row.coverImage,
    status: row.status,
    version: row.version,
    rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
    author: { id: row.authorId, name: row.authorName },
    readingMinutes: row.readingMinutes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    publishedAt: row.status === 'approved' ? (row.publishedAt?.toISOString() ?? null) : null,
    publicPath: row.status === 'approved' ? `/articles/${row.slug}` : null,
  };
}

export function presentArticleDraft(row: ArticleRow, tags: TagRef[], history: ReviewEvent[]): ArticleDraft {
  return { ...presentArticleDraftSummary(row, tags), body: row.body, history };
}

/** Loads the row's tags and history and presents it. */
export async function loadArticleDraft(db: Database, row: ArticleRow): Promise<ArticleDraft> {
  const [tags, history] = await Promise.all([
    tagsOf(db, articleTags, [row.id]),
    reviewHistoryOf(db, 'article', [row.id]),
  ]);
  return presentArticleDraft(row, tags.get(row.id) ?? [], history.get(row.id) ?? []);
}
