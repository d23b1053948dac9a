/**
 * The administrator's side of the article workflow under /api/review/articles: the queue of
 * submissions, each one with the preview the public page will show (read one at a time), approve — published at
 * /articles/{slug} and added to search — and reject with a reason the author sees. Each decision is
 * based on the version the reviewer read (409 with the current copy otherwise) and is recorded in
 * the review history; the author is told by a notification written in the same transaction and,
 * after commit, a realtime event.
 */
import {
  articleVersionRequestSchema,
  rejectArticleRequestSchema,
  reviewQueueQuerySchema,
  type ArticleReviewItem,
  type ArticleReviewListResponse,
} from '@tinkerlabs/contract/article-drafts';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireAdmin } from '../../auth/viewer.ts';
import { historyFromJson, recordReviewStep } from '../../content/review-history.ts';
import { pendingTotal } from '../../content/review-queue.ts';
import type { Database } from '../../db/client.ts';
import { pageWindow, toPage } from '../../db/queries/pagination.ts';
import { articles } from '../../db/schema.ts';
import type { AppEnv, RequestViewer } from '../../http/app-env.ts';
import { readJson } from '../../http/json-body.ts';
import { readQuery } from '../../http/query.ts';
import { articleNotFound } from '../../policies/article-policy.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { refreshSearchDocuments } from '../../search/search-index.ts';
import { notifyDecision } from '../notifications/notify-decision.ts';
import { announceDecision } from '../submissions/shared/submission-events.ts';
import { lockArticleForChange } from '../article-drafts/article-change.ts';
import { loadArticleDraft } from '../article-drafts/article-draft-presenter.ts';
import { presentArticleQueueItem, presentArticleReviewItem } from './article-review-presenter.ts';
import { findReviewRow, reviewQueuePage } from './article-review-queries.ts';

type Decision = { decision: 'approved' } | { decision: 'rejected'; reason: string };

export function articleReviewRoutes({ db, events }: { db: Database; events: EventBus }) {
  async function decide(viewer: RequestViewer, id: string, baseVersion: number, decision: Decision) {
    const { draft, notificationId } = await db.transaction(async (tx) => {
      const row = await lockArticleForChange(tx, viewer, id, baseVersion, 'review');
      const now = new Date();
      const review = { reviewerId: viewer.user.id, reviewedAt: now, version: row.version + 1 };
      const [updated] = await tx
        .update(articles)
        .set(
          decision.decision === 'approved'
            ? { ...review, status: 'approved', rejectionReason: null, publishedAt: row.publishedAt ?? now }
            : { ...review, status: 'rejected', rejectionReason: decision.reason },
        )
        .where(eq(articles.id, row.id))
        .returning();
      await recordReviewStep(tx, {
        contentType: 'article',
        contentId: row.id,
        action: decision.decision,
        actorId: viewer.user.id,
        version: updated!.version,
        reason: decision.decision === 'rejected' ? decision.reason : null,
      });
      // Adds an approved article to search (and would remove any entry of a rejected one).
      await refreshSearchDocuments(tx, 'article', [row.id]);
      const notificationId = await notifyDecision(tx, {
        userId: updated!.authorId,
        contentType: 'article',
        contentId: row.id,
        action: decision.decision,
        title: updated!.title.trim() || 'Untitled article',
        reason: decision.decision === 'rejected' ? decision.reason : null,
        link:
          decision.decision === 'approved'
            ? `/articles/${updated!.slug}`
            : `/dashboard/articles/editor?id=${row.id}`,
      });
      return { draft: await loadArticleDraft(tx, updated!), notificationId };
    });
    await announceDecision(events, {
      kind: 'articles',
      id: draft.id,
      authorId: draft.author.id,
      notificationId,
      action: decision.decision,
    });
    return draft;
  }

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      requireAdmin(c);
      const query = readQuery(c, reviewQueueQuerySchema);
      const window = pageWindow(query);
      const rows = await reviewQueuePage(db, window);
      const total = await pendingTotal(db, { table: articles, status: articles.status }, rows, window);
      const page: ArticleReviewListResponse = toPage(rows.map(presentArticleQueueItem), total, query);
      return c.json(page);
    })

    .get('/:id', async (c) => {
      requireAdmin(c);
      const row = await findReviewRow(db, c.req.param('id'));
      if (!row) throw articleNotFound();
      const { tags, history, ...article } = row;
      const item: ArticleReviewItem = presentArticleReviewItem(
        article,
        tags,
        historyFromJson(history),
        new Date(),
      );
      return c.json(item);
    })

    .post('/:id/approve', async (c) => {
      const viewer = requireAdmin(c);
      const { baseVersion } = await readJson(c, articleVersionRequestSchema);
      return c.json(await decide(viewer, c.req.param('id'), baseVersion, { decision: 'approved' }));
    })

    .post('/:id/reject', async (c) => {
      const viewer = requireAdmin(c);
      const { baseVersion, reason } = await readJson(c, rejectArticleRequestSchema);
      return c.json(await decide(viewer, c.req.param('id'), baseVersion, { decision: 'rejected', reason }));
    });
}
