/**
 * /api/admin/resources (administrators only): the resource library's list, records, create, edit
 * and delete. Each write: who is asking (401 / 403) → the body (422) → in one transaction, the row
 * and its `updatedAt` token (404 / 409) → the write with seeded_hash cleared, its tags, a history
 * step and a search refresh → the record as the contract shows it. See
 * packages/contract/src/admin-resources.ts for the rules.
 */
import {
  adminResourceListQuerySchema,
  createAdminResourceRequestSchema,
  updateAdminResourceRequestSchema,
  type AdminResourceListResponse,
} from '@tinkerlabs/contract/admin-resources';
import { slugPattern } from '@tinkerlabs/contract/query-params';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireAdmin } from '../../auth/viewer.ts';
import { changedFieldsOf, recordReviewStep } from '../../content/review-history.ts';
import type { Database } from '../../db/client.ts';
import { toPage } from '../../db/queries/pagination.ts';
import { tagsOf } from '../../db/queries/tags.ts';
import { isUniqueViolation } from '../../db/queries/unique-violation.ts';
import { resourceTags, resources } from '../../db/schema.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { readJson } from '../../http/json-body.ts';
import { readQuery } from '../../http/query.ts';
import { refreshSearchDocuments } from '../../search/search-index.ts';
import { resolveTags } from '../article-drafts/article-content.ts';
import { resourceNotFound, resourceSlugTaken, staleResource } from './admin-resource-errors.ts';
import { loadAdminResource, presentAdminResourceSummary } from './admin-resource-presenter.ts';
import {
  deriveResourceSlug,
  findResourceById,
  findResourceBySlug,
  freeResourceSlug,
  historyStepCount,
  listAdminResources,
  replaceResourceTags,
} from './admin-resource-queries.ts';

/** History lists changed fields in the form's order. */
const fieldOrder = Object.keys(createAdminResourceRequestSchema.shape);

export function adminResourceRoutes({ db }: { db: Database }) {
  /** The slug to store: the typed one when free (409 otherwise), else one derived from the title. */
  async function resolveSlug(tx: Database, requested: string, title: string, resourceId: string | null) {
    if (requested) {
      const free = await freeResourceSlug(tx, requested, resourceId);
      if (free !== requested) throw resourceSlugTaken(requested, free);
      return requested;
    }
    return freeResourceSlug(tx, deriveResourceSlug(title), resourceId);
  }

  /**
   * Two writers may both find a slug free; the unique index lets one win. The other is told the
   * typed slug is taken, or (a derived slug) tries again and finds the next free one.
   */
  async function withSlugRace<T>(requested: string | undefined, id: string | null, write: () => Promise<T>) {
    try {
      return await write();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (requested) throw resourceSlugTaken(requested, await freeResourceSlug(db, requested, id));
      return write();
    }
  }

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      requireAdmin(c);
      const query = readQuery(c, adminResourceListQuerySchema);
      const { rows, total } = await listAdminResources(db, query);
      const page: AdminResourceListResponse = toPage(rows.map(presentAdminResourceSummary), total, query);
      return c.json(page);
    })

    .get('/by-slug/:slug', async (c) => {
      requireAdmin(c);
      const slug = c.req.param('slug');
      const row = slugPattern.test(slug) ? await findResourceBySlug(db, slug) : null;
      if (!row) throw resourceNotFound();
      return c.json(await loadAdminResource(db, row));
    })

    .get('/:id', async (c) => {
      requireAdmin(c);
      const row = await findResourceById(db, c.req.param('id'));
      if (!row) throw resourceNotFound();
      return c.json(await loadAdminResource(db, row));
    })

    .post('/', async (c) => {
      const viewer = requireAdmin(c);
      const {
        tags: tagSlugs,
        slug: requestedSlug,
        ...fields
      } = await readJson(c, createAdminResourceRequestSchema);
      const record = await withSlugRace(requestedSlug, null, () =>
        db.transaction(async (tx) => {
          const tagIds = await resolveTags(tx, [...new Set(tagSlugs)]);
          const slug = await resolveSlug(tx, requestedSlug ?? '', fields.title, null);
          const [row] = await tx
            .insert(resources)
            .values({ ...fields, slug, seededHash: null })
            .returning();
          await replaceResourceTags(tx, row!.id, tagIds);
          await recordReviewStep(tx, {
            contentType: 'resource',
            contentId: row!.id,
            action: 'created',
            actorId: viewer.user.id,
            version: 1,
            changedFields: fieldOrder,
          });
          await refreshSearchDocuments(tx, 'resource', [row!.id]);
          return loadAdminResource(tx, row!);
        }),
      );
      return c.json(record, 201);
    })

    .patch('/:id', async (c) => {
      const viewer = requireAdmin(c);
      const id = c.req.param('id');
      const {
        baseUpdatedAt,
        tags: tagSlugs,
        slug: requestedSlug,
        ...fields
      } = await readJson(c, updateAdminResourceRequestSchema);
      const record = await withSlugRace(requestedSlug, id, () =>
        db.transaction(async (tx) => {
          const row = await findResourceById(tx, id, { lock: true });
          if (!row) throw resourceNotFound();
          if (row.updatedAt.getTime() !== new Date(baseUpdatedAt).getTime()) {
            throw staleResource(await loadAdminResource(tx, row));
          }
          const tagsBefore = ((await tagsOf(tx, resourceTags, [row.id])).get(row.id) ?? []).map(
            (t) => t.slug,
          );
          const tagsAfter = tagSlugs === undefined ? undefined : [...new Set(tagSlugs)].sort();
          const slug =
            requestedSlug === undefined
              ? undefined
              : await resolveSlug(tx, requestedSlug, fields.title ?? row.title, row.id);
          const changedFields = changedFieldsOf(
            { ...row, tags: [...tagsBefore].sort() },
            { ...fields, slug, tags: tagsAfter },
          ).sort((a, b) => fieldOrder.indexOf(a) - fieldOrder.indexOf(b));
          if (changedFields.length === 0) return loadAdminResource(tx, row);

          if (tagsAfter !== undefined)
            await replaceResourceTags(tx, row.id, await resolveTags(tx, tagsAfter));
          // updatedAt is the edit token: it must move on even for two edits within one millisecond.
          const updatedAt = new Date(Math.max(Date.now(), row.updatedAt.getTime() + 1));
          const [updated] = await tx
            .update(resources)
            .set({ ...fields, ...(slug === undefined ? {} : { slug }), seededHash: null, updatedAt })
            .where(eq(resources.id, row.id))
            .returning();
          await recordReviewStep(tx, {
            contentType: 'resource',
            contentId: row.id,
            action: 'edited',
            actorId: viewer.user.id,
            version: (await historyStepCount(tx, row.id)) + 1,
            changedFields,
          });
          await refreshSearchDocuments(tx, 'resource', [row.id]);
          return loadAdminResource(tx, updated!);
        }),
      );
      return c.json(record);
    })

    .delete('/:id', async (c) => {
      const viewer = requireAdmin(c);
      await db.transaction(async (tx) => {
        const row = await findResourceById(tx, c.req.param('id'), { lock: true });
        if (!row) throw resourceNotFound();
        await tx.delete(resources).where(eq(resources.id, row.id)); // its tag links go with it
        await recordReviewStep(tx, {
          contentType: 'resource',
          contentId: row.id,
          action: 'deleted',
          actorId: viewer.user.id,
          version: (await historyStepCount(tx, row.id)) + 1,
        });
        await refreshSearchDocuments(tx, 'resource', [row.id]);
      });
      return c.body(null, 204);
    });
}
