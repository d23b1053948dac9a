/**
 * The author's side of the article workflow under /api/me/articles: list, create, read, autosave,
 * submit for review, withdraw, delete. Each route: who is asking (401) → the request's shape and
 * content (422) → in one transaction, the article, its version and the policy (404 / 409 / 403) →
 * the write, with its review step and search refresh → after commit, the realtime events (the review
 * queue and the author's own submissions changed) → the article as the contract shows it.
 * See packages/contract/src/article-drafts.ts for the rules.
 */
import {
  articleVersionRequestSchema,
  createArticleDraftRequestSchema,
  myArticlesQuerySchema,
  updateArticleDraftRequestSchema,
  type ArticleDraftListResponse,
} from '@tinkerlabs/contract/article-drafts';
import { readingMinutes } from '@tinkerlabs/rich-text/plain-text';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireUser } from '../../auth/viewer.ts';
import { displayNameOf } from '../../content/display-name.ts';
import { recordReviewStep } from '../../content/review-history.ts';
import type { Database } from '../../db/client.ts';
import { withLimitLock } from '../../db/limit-lock.ts';
import { toPage } from '../../db/queries/pagination.ts';
import { isUniqueViolation } from '../../db/queries/unique-violation.ts';
import { articles } from '../../db/schema.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { readJson } from '../../http/json-body.ts';
import { readQuery } from '../../http/query.ts';
import { articleNotFound, authorizeArticle } from '../../policies/article-policy.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { refreshSearchDocuments } from '../../search/search-index.ts';
import { announceSubmissionChange } from '../submissions/shared/submission-events.ts';
import { lockArticleForChange } from './article-change.ts';
import { checkArticleBody, checkCoverImage, checkReadyForReview, resolveTags } from './article-content.ts';
import { checkDraftRoom } from './draft-limit.ts';
import { slugTaken } from './article-draft-errors.ts';
import { loadArticleDraft, presentArticleDraftSummary } from './article-draft-presenter.ts';
import { findArticle, listArticlesOf, replaceArticleTags } from './article-draft-queries.ts';
import { freeSlug, resolveSlug } from './article-slug.ts';

/** DRAFTS_PER_MEMBER: unpublished articles (drafts, in review, returned) one member may hold. */
export const defaultDraftsPerMember = 100;

export function articleDraftRoutes({
  db,
  events,
  draftsPerMember = defaultDraftsPerMember,
}: {
  db: Database;
  events: EventBus;
  draftsPerMember?: number;
}) {
  const announce = (article: { id: string; status: string; author: { id: string | null } }) =>
    announceSubmissionChange(events, {
      kind: 'articles',
      id: article.id,
      authorId: article.author.id,
      status: article.status,
      queueChanged: true,
    });

  /**
   * Runs a write that sets a slug. Two writers may both find a slug free and race for it: the
   * unique index lets one win; the other is told the slug is taken (one the author typed) or tries
   * again, finding the next free one (a derived slug).
   */
  async function withSlugRace<T>(
    requested: string | undefined,
    articleId: string | null,
    write: () => Promise<T>,
  ) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (requested) throw slugTaken(requested, await freeSlug(db, requested, articleId));
      return write();
    }
  }

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const viewer = requireUser(c);
      const query = readQuery(c, myArticlesQuerySchema);
      const { rows, tags, total } = await listArticlesOf(db, viewer.user.id, query);
      const page: ArticleDraftListResponse = toPage(
        rows.map((row) => presentArticleDraftSummary(row, tags.get(row.id) ?? [])),
        total,
        query,
      );
      return c.json(page);
    })

    .post('/', async (c) => {
      const viewer = requireUser(c);
      const input = await readJson(c, createArticleDraftRequestSchema);
      const body = checkArticleBody(input.body);
      const coverImage = checkCoverImage(input.coverImage ?? null);
      const title = input.title ?? '';
      const draft = await withSlugRace(input.slug, null, () =>
        withLimitLock(db, [`drafts:${viewer.user.id}`], async (tx) => {
          await checkDraftRoom(tx, viewer.user.id, draftsPerMember);
          const tagIds = await resolveTags(tx, input.tags ?? []);
          const slug = await resolveSlug(tx, { requested: input.slug ?? '', title, articleId: null });
          const [row] = await tx
            .insert(articles)
            .values({
              slug,
              title,
              summary: input.summary ?? '',
              body,
              readingMinutes: readingMinutes(body),
              coverImage,
              authorId: viewer.user.id,
              authorName: await displayNameOf(tx, viewer.user.id),
              status: 'draft',
            })
            .returning();
          await replaceArticleTags(tx, row!.id, tagIds);
          return loadArticleDraft(tx, row!);
        }),
      );
      return c.json(draft, 201);
    })

    .get('/:id', async (c) => {
      const viewer = requireUser(c);
      const row = await findArticle(db, c.req.param('id'));
      if (!row) throw articleNotFound();
      authorizeArticle(viewer, 'read', row);
      return c.json(await loadArticleDraft(db, row));
    })

    .patch('/:id', async (c) => {
      const viewer = requireUser(c);
      const id = c.req.param('id');
      const input = await readJson(c, updateArticleDraftRequestSchema);
      const body = input.body === undefined ? undefined : checkArticleBody(input.body);
      const coverImage = input.coverImage === undefined ? undefined : checkCoverImage(input.coverImage);
      const draft = await withSlugRace(input.slug, id, () =>
        db.transaction(async (tx) => {
          const row = await lockArticleForChange(tx, viewer, id, input.baseVersion, 'edit');
          const changes: Partial<typeof articles.$inferInsert> = { version: row.version + 1 };
          if (input.title !== undefined) changes.title = input.title;
          if (input.summary !== undefined) changes.summary = input.summary;
          if (coverImage !== undefined) changes.coverImage = coverImage;
          if (body !== undefined) {
            changes.body = body;
            changes.readingMinutes = readingMinutes(body);
          }
          if (input.slug !== undefined) {
            const title = input.title ?? row.title;
            changes.slug = await resolveSlug(tx, { requested: input.slug, title, articleId: row.id });
          }
          if (input.tags !== undefined)
            await replaceArticleTags(tx, row.id, await resolveTags(tx, input.tags));
          const [updated] = await tx.update(articles).set(changes).where(eq(articles.id, row.id)).returning();
          if (row.status === 'approved') {
            // An administrator changed a published article: record it and update what search shows.
            await recordReviewStep(tx, {
              contentType: 'article',
              contentId: row.id,
              action: 'edited',
              actorId: viewer.user.id,
              version: updated!.version,
            });
            await refreshSearchDocuments(tx, 'article', [row.id]);
          }
          return loadArticleDraft(tx, updated!);
        }),
      );
      return c.json(draft);
    })

    .post('/:id/submit', async (c) => {
      const viewer = requireUser(c);
      const { baseVersion } = await readJson(c, articleVersionRequestSchema);
      const draft = await db.transaction(async (tx) => {
        const row = await lockArticleForChange(tx, viewer, c.req.param('id'), baseVersion, 'submit');
        checkReadyForReview(row);
        const [updated] = await tx
          .update(articles)
          .set({
            status: 'pending',
            rejectionReason: null,
            // The byline is the author's name when they submit (it may have changed since the draft).
            authorName: row.authorId ? await displayNameOf(tx, row.authorId) : row.authorName,
            version: row.version + 1,
          })
          .where(eq(articles.id, row.id))
          .returning();
        await recordReviewStep(tx, {
          contentType: 'article',
          contentId: row.id,
          action: 'submitted',
          actorId: viewer.user.id,
          version: updated!.version,
        });
        return loadArticleDraft(tx, updated!);
      });
      await announce(draft);
      return c.json(draft);
    })

    .post('/:id/withdraw', async (c) => {
      const viewer = requireUser(c);
      const { baseVersion } = await readJson(c, articleVersionRequestSchema);
      const draft = await db.transaction(async (tx) => {
        const row = await lockArticleForChange(tx, viewer, c.req.param('id'), baseVersion, 'withdraw');
        const [updated] = await tx
          .update(articles)
          .set({ status: 'draft', version: row.version + 1 })
          .where(eq(articles.id, row.id))
          .returning();
        await recordReviewStep(tx, {
          contentType: 'article',
          contentId: row.id,
          action: 'withdrawn',
          actorId: viewer.user.id,
          version: updated!.version,
        });
        return loadArticleDraft(tx, updated!);
      });
      await announce(draft);
      return c.json(draft);
    })

    .delete('/:id', async (c) => {
      const viewer = requireUser(c);
      const row = await db.transaction(async (tx) => {
        const row = await findArticle(tx, c.req.param('id'), { lock: true });
        if (!row) throw articleNotFound();
        authorizeArticle(viewer, 'read', row);
        authorizeArticle(viewer, 'delete', row);
        await tx.delete(articles).where(eq(articles.id, row.id)); // tag links go with it
        if (row.status === 'approved') await refreshSearchDocuments(tx, 'article', [row.id]);
        return row;
      });
      // Only an administrator deletes a pending article (members withdraw first): the queue changed.
      if (row.status === 'pending') await announce({ ...row, author: { id: row.authorId } });
      return c.body(null, 204);
    });
}
