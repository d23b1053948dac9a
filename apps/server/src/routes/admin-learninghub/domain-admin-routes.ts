/**
 * /api/admin/learninghub/domains: list, create, edit (title, slug, summary, published), move up or
 * down, delete. Each route: administrators only (401 / 403) → the request's shape (422) → in one
 * transaction, the lock, the row and its `updatedAt` (404 / 409) → the write, its history step and
 * the search refresh of the domain's lessons → the domain as the contract shows it.
 */
import {
  createDomainRequestSchema,
  moveRequestSchema,
  updateDomainRequestSchema,
  type AdminDomainListResponse,
} from '@tinkerlabs/contract/admin-learninghub';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireAdmin } from '../../auth/viewer.ts';
import { changedFieldsOf, recordReviewStep } from '../../content/review-history.ts';
import type { Database } from '../../db/client.ts';
import { learninghubDomains } from '../../db/schema.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { readJson } from '../../http/json-body.ts';
import { refreshSearchDocuments } from '../../search/search-index.ts';
import { domainHasTopics, domainNotFound, guardSlugRace, staleDomain } from './learninghub-admin-errors.ts';
import { loadAdminDomain, loadAdminDomains } from './learninghub-admin-presenter.ts';
import {
  countTopicsOf,
  findDomainById,
  nextHistoryVersion,
  nextUpdatedAt,
  topicsOfDomains,
} from './learninghub-admin-queries.ts';
import {
  domainIdsInOrder,
  lockDomainOrder,
  movedOrder,
  nextDomainPosition,
  renumberDomains,
} from './learninghub-order.ts';
import { resolveLearninghubSlug } from './learninghub-slug.ts';
import { definedOnly } from './defined-only.ts';
import { isUuid } from './uuid.ts';

const domainAddress = (slug: string) => `/learninghub/${slug}`;

export function domainAdminRoutes({ db }: { db: Database }) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      requireAdmin(c);
      const list: AdminDomainListResponse = { domains: await loadAdminDomains(db) };
      return c.json(list);
    })

    .post('/', async (c) => {
      const viewer = requireAdmin(c);
      const input = await readJson(c, createDomainRequestSchema);
      const domain = await guardSlugRace(() =>
        db.transaction(async (tx) => {
          await lockDomainOrder(tx);
          const slug = await resolveLearninghubSlug(tx, input.slug ?? '', input.title, {
            domainId: null,
            currentSlug: null,
            address: domainAddress,
          });
          const [row] = await tx
            .insert(learninghubDomains)
            .values({
              slug,
              title: input.title,
              summary: input.summary ?? '',
              position: await nextDomainPosition(tx),
              published: false,
              seededHash: null,
            })
            .returning();
          await recordReviewStep(tx, {
            contentType: 'learninghubDomain',
            contentId: row!.id,
            action: 'created',
            actorId: viewer.user.id,
            version: 1,
            changedFields: ['title', 'slug', 'summary'],
          });
          return loadAdminDomain(tx, row!);
        }),
      );
      return c.json(domain, 201);
    })

    .patch('/:id', async (c) => {
      const viewer = requireAdmin(c);
      const id = c.req.param('id');
      const input = await readJson(c, updateDomainRequestSchema);
      const domain = await guardSlugRace(() =>
        db.transaction(async (tx) => {
          const row = isUuid(id) ? await findDomainById(tx, id, { lock: true }) : null;
          if (!row) throw domainNotFound();
          if (row.updatedAt.toISOString() !== new Date(input.baseUpdatedAt).toISOString()) {
            throw staleDomain(await loadAdminDomain(tx, row));
          }
          const slug =
            input.slug === undefined
              ? undefined
              : await resolveLearninghubSlug(tx, input.slug, input.title ?? row.title, {
                  domainId: null,
                  currentSlug: row.slug,
                  address: domainAddress,
                });
          const wanted = { title: input.title, slug, summary: input.summary, published: input.published };
          const changedFields = changedFieldsOf(row, wanted);
          if (changedFields.length === 0) return loadAdminDomain(tx, row);
          const [updated] = await tx
            .update(learninghubDomains)
            .set({ ...definedOnly(wanted), updatedAt: nextUpdatedAt(row.updatedAt), seededHash: null })
            .where(eq(learninghubDomains.id, row.id))
            .returning();
          await recordReviewStep(tx, {
            contentType: 'learninghubDomain',
            contentId: row.id,
            action: 'edited',
            actorId: viewer.user.id,
            version: await nextHistoryVersion(tx, 'learninghubDomain', row.id),
            changedFields,
          });
          // A lesson's search entry carries its domain's address and title and follows its visibility.
          const topics = (await topicsOfDomains(tx, [row.id])).get(row.id) ?? [];
          await refreshSearchDocuments(
            tx,
            'topic',
            topics.map((t) => t.id),
          );
          return loadAdminDomain(tx, updated!);
        }),
      );
      return c.json(domain);
    })

    .post('/:id/move', async (c) => {
      const viewer = requireAdmin(c);
      const id = c.req.param('id');
      const { direction } = await readJson(c, moveRequestSchema);
      const domains = await db.transaction(async (tx) => {
        await lockDomainOrder(tx);
        const order = await domainIdsInOrder(tx);
        if (!isUuid(id) || !order.includes(id)) throw domainNotFound();
        // Already first (or last): nothing to do, the order is answered as it is.
        const moved = movedOrder(order, id, direction) ?? order;
        for (const changed of await renumberDomains(tx, moved)) {
          await recordReviewStep(tx, {
            contentType: 'learninghubDomain',
            contentId: changed,
            action: 'edited',
            actorId: viewer.user.id,
            version: await nextHistoryVersion(tx, 'learninghubDomain', changed),
            changedFields: ['position'],
          });
        }
        return loadAdminDomains(tx);
      });
      const list: AdminDomainListResponse = { domains };
      return c.json(list);
    })

    .delete('/:id', async (c) => {
      const viewer = requireAdmin(c);
      const id = c.req.param('id');
      await db.transaction(async (tx) => {
        await lockDomainOrder(tx);
        const row = isUuid(id) ? await findDomainById(tx, id, { lock: true }) : null;
        if (!row) throw domainNotFound();
        const topicCount = await countTopicsOf(tx, row.id);
        if (topicCount > 0) throw domainHasTopics(row.title, topicCount);
        await tx.delete(learninghubDomains).where(eq(learninghubDomains.id, row.id));
        await renumberDomains(tx);
        await recordReviewStep(tx, {
          contentType: 'learninghubDomain',
          contentId: row.id,
          action: 'deleted',
          actorId: viewer.user.id,
          version: await nextHistoryVersion(tx, 'learninghubDomain', row.id),
        });
      });
      return c.body(null, 204);
    });
}
