/**
 * Lessons of the learning hub for administrators: list a domain's topics and create one
 * (/domains/:id/topics), read, edit (title, slug, summary, body, published, domain), move up or
 * down and delete (/topics/:id). Writes lock the domain's row first (the order of its topics), then
 * check the topic's `updatedAt` (409 with the current copy), write, record history and refresh search.
 */
import {
  createTopicRequestSchema,
  moveRequestSchema,
  updateTopicRequestSchema,
  type AdminTopicListResponse,
} from '@tinkerlabs/contract/admin-learninghub';
import { readingMinutes } from '@tinkerlabs/rich-text/plain-text';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireAdmin } from '../../auth/viewer.ts';
import { changedFieldsOf, recordReviewStep } from '../../content/review-history.ts';
import { checkRichTextBody } from '../../content/rich-text-body.ts';
import type { Database } from '../../db/client.ts';
import { learninghubTopics } from '../../db/schema.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { validationFailed } from '../../http/errors.ts';
import { readJson } from '../../http/json-body.ts';
import { refreshSearchDocuments } from '../../search/search-index.ts';
import { definedOnly } from './defined-only.ts';
import { domainNotFound, guardSlugRace, staleTopic, topicNotFound } from './learninghub-admin-errors.ts';
import { loadAdminTopic, presentAdminTopicSummary } from './learninghub-admin-presenter.ts';
import {
  findDomainById,
  findTopicById,
  nextHistoryVersion,
  nextUpdatedAt,
  topicsOfDomains,
} from './learninghub-admin-queries.ts';
import {
  lockTopicOrder,
  movedOrder,
  nextTopicPosition,
  renumberTopics,
  topicIdsInOrder,
} from './learninghub-order.ts';
import { resolveLearninghubSlug } from './learninghub-slug.ts';
import { isUuid } from './uuid.ts';

const emptyLesson = { type: 'doc', content: [{ type: 'paragraph' }] };

export function topicAdminRoutes({ db }: { db: Database }) {
  const topicList = async (tx: Database, domainId: string): Promise<AdminTopicListResponse> => ({
    topics: ((await topicsOfDomains(tx, [domainId])).get(domainId) ?? []).map(presentAdminTopicSummary),
  });

  const step = async (
    tx: Database,
    contentId: string,
    actorId: string,
    action: 'created' | 'edited' | 'deleted',
    changedFields?: string[],
  ) =>
    recordReviewStep(tx, {
      contentType: 'learninghubTopic',
      contentId,
      action,
      actorId,
      version: await nextHistoryVersion(tx, 'learninghubTopic', contentId),
      changedFields,
    });

  /** Locks the topic's domain (its order), then the topic; 404 when either is gone. */
  async function lockTopic(tx: Database, id: string) {
    const found = isUuid(id) ? await findTopicById(tx, id) : null;
    if (!found || !(await lockTopicOrder(tx, found.domainId))) throw topicNotFound();
    const row = await findTopicById(tx, id, { lock: true });
    // Moved to another domain between the two reads: the caller's copy is stale anyway.
    if (!row || row.domainId !== found.domainId) throw topicNotFound();
    return row;
  }

  return new Hono<AppEnv>()
    .get('/domains/:id/topics', async (c) => {
      requireAdmin(c);
      const id = c.req.param('id');
      const domain = isUuid(id) ? await findDomainById(db, id) : null;
      if (!domain) throw domainNotFound();
      return c.json(await topicList(db, domain.id));
    })

    .post('/domains/:id/topics', async (c) => {
      const viewer = requireAdmin(c);
      const domainId = c.req.param('id');
      const input = await readJson(c, createTopicRequestSchema);
      const body = checkRichTextBody(input.body ?? emptyLesson, 'The lesson');
      const topic = await guardSlugRace(() =>
        db.transaction(async (tx) => {
          const domain = isUuid(domainId) ? await findDomainById(tx, domainId, { lock: true }) : null;
          if (!domain) throw domainNotFound();
          const slug = await resolveLearninghubSlug(tx, input.slug ?? '', input.title, {
            domainId: domain.id,
            currentSlug: null,
            address: (s) => `/learninghub/${domain.slug}/${s}`,
          });
          const [row] = await tx
            .insert(learninghubTopics)
            .values({
              domainId: domain.id,
              slug,
              title: input.title,
              summary: input.summary ?? '',
              body,
              readingMinutes: readingMinutes(body),
              position: await nextTopicPosition(tx, domain.id),
              published: false,
              seededHash: null,
            })
            .returning();
          await step(tx, row!.id, viewer.user.id, 'created', ['title', 'slug', 'summary', 'body']);
          await refreshSearchDocuments(tx, 'topic', [row!.id]);
          return loadAdminTopic(tx, row!);
        }),
      );
      return c.json(topic, 201);
    })

    .get('/topics/:id', async (c) => {
      requireAdmin(c);
      const id = c.req.param('id');
      const row = isUuid(id) ? await findTopicById(db, id) : null;
      if (!row) throw topicNotFound();
      return c.json(await loadAdminTopic(db, row));
    })

    .patch('/topics/:id', async (c) => {
      const viewer = requireAdmin(c);
      const input = await readJson(c, updateTopicRequestSchema);
      const body = input.body === undefined ? undefined : checkRichTextBody(input.body, 'The lesson');
      const topic = await guardSlugRace(() =>
        db.transaction(async (tx) => {
          const row = await lockTopic(tx, c.req.param('id'));
          if (row.updatedAt.toISOString() !== new Date(input.baseUpdatedAt).toISOString()) {
            throw staleTopic(await loadAdminTopic(tx, row));
          }
          const moving = input.domainId !== undefined && input.domainId !== row.domainId;
          const target = moving ? await findDomainById(tx, input.domainId!, { lock: true }) : null;
          if (moving && !target) {
            throw validationFailed({ domainId: 'There is no such domain: it may have been deleted.' });
          }
          const domain = target ?? (await findDomainById(tx, row.domainId))!;
          const requestedSlug = input.slug ?? (moving ? row.slug : undefined);
          const slug =
            requestedSlug === undefined
              ? undefined
              : await resolveLearninghubSlug(tx, requestedSlug, input.title ?? row.title, {
                  domainId: domain.id,
                  currentSlug: moving ? null : row.slug,
                  address: (s) => `/learninghub/${domain.slug}/${s}`,
                });
          const wanted = {
            title: input.title,
            slug,
            summary: input.summary,
            body,
            published: input.published,
            domainId: moving ? domain.id : undefined,
          };
          const changedFields = changedFieldsOf(row, wanted);
          if (changedFields.length === 0) return loadAdminTopic(tx, row);
          const [updated] = await tx
            .update(learninghubTopics)
            .set({
              ...definedOnly(wanted),
              ...(body ? { readingMinutes: readingMinutes(body) } : {}),
              ...(moving ? { position: await nextTopicPosition(tx, domain.id) } : {}),
              updatedAt: nextUpdatedAt(row.updatedAt),
              seededHash: null,
            })
            .where(eq(learninghubTopics.id, row.id))
            .returning();
          if (moving) await renumberTopics(tx, row.domainId);
          await step(tx, row.id, viewer.user.id, 'edited', changedFields);
          await refreshSearchDocuments(tx, 'topic', [row.id]);
          return loadAdminTopic(tx, updated!);
        }),
      );
      return c.json(topic);
    })

    .post('/topics/:id/move', async (c) => {
      const viewer = requireAdmin(c);
      const { direction } = await readJson(c, moveRequestSchema);
      const list = await db.transaction(async (tx) => {
        const row = await lockTopic(tx, c.req.param('id'));
        const order = await topicIdsInOrder(tx, row.domainId);
        // Already first (or last): nothing to do, the order is answered as it is.
        const moved = movedOrder(order, row.id, direction) ?? order;
        for (const changed of await renumberTopics(tx, row.domainId, moved)) {
          await step(tx, changed, viewer.user.id, 'edited', ['position']);
        }
        return topicList(tx, row.domainId);
      });
      return c.json(list);
    })

    .delete('/topics/:id', async (c) => {
      const viewer = requireAdmin(c);
      await db.transaction(async (tx) => {
        const row = await lockTopic(tx, c.req.param('id'));
        await tx.delete(learninghubTopics).where(eq(learninghubTopics.id, row.id));
        await renumberTopics(tx, row.domainId);
        await step(tx, row.id, viewer.user.id, 'deleted');
        await refreshSearchDocuments(tx, 'topic', [row.id]);
      });
      return c.body(null, 204);
    });
}
