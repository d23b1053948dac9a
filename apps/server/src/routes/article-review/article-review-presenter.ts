/**
 * A submission as the reviewer sees it: the workflow fields, its history, and (read one at a time)
 * `preview`, the very shape the public article page will get once it is approved (built by the
 * public presenter).
 */
import type {
  ArticleReviewItem,
  ArticleReviewSummary,
  ReviewEvent,
} from '@tinkerlabs/contract/article-drafts';
import type { TagRef } from '@tinkerlabs/contract/tags';
import { historyFromJson } from '../../content/review-history.ts';
import { presentArticleDraftSummary } from '../article-drafts/article-draft-presenter.ts';
import { presentPostDetail } from '../../content/post-presenter.ts';
import type { ReviewQueueRow, ReviewRow } from './article-review-queries.ts';

export function presentArticleReviewItem(
  row: ReviewRow,
  tags: TagRef[],
  history: ReviewEvent[],
  now: Date,
): ArticleReviewItem {
  return {
    ...presentArticleDraftSummary(row, tags),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    // Not yet published: it would be published now.
    preview: presentPostDetail({ ...row, publishedAt: row.publishedAt ?? now }, tags),
    history,
  };
}

/** An article of a page of the queue, from its one statement (reviewQueuePage); no preview. */
export function presentArticleQueueItem(row: ReviewQueueRow): ArticleReviewSummary {
  return {
    ...presentArticleDraftSummary(row, row.tags),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    history: historyFromJson(row.history),
  };
}
