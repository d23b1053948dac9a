/**
 * The admin routes of one labs catalogue (mounted at /api/admin/labs/{catalogue}): a searchable
 * list, one record with its history, create, edit and delete. Administrators only. `updatedAt` is
 * the version token: an edit or delete based on an older copy answers 409 with the current one and
 * changes nothing. Every write nulls `seeded_hash` (so the seed never overwrites it) and records a
 * history step whose version is the running count of steps.
 */
import { adminLabsListQuerySchema, type AdminLabsListResponse } from '@tinkerlabs/contract/admin-labs';
import type { TagRef } from '@tinkerlabs/contract/tags';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireAdmin } from '../../auth/viewer.ts';
import { changedFieldsOf, recordReviewStep, reviewHistoryOf } from '../../content/review-history.ts';
import type { Database } from '../../db/client.ts';
import { toPage } from '../../db/queries/pagination.ts';
import { isUniqueViolation } from '../../db/queries/unique-violation.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { badRequest } from '../../http/errors.ts';
import { readJson } from '../../http/json-body.ts';
import { readQuery } from '../../http/query.ts';
import { refreshSearchDocuments } from '../../search/search-index.ts';
import { labsRecord, type LabsCatalogue, type LabsRow } from './labs-catalogue.ts';
import { labsNotFound, labsSlugTaken, labsStaleVersion } from './labs-catalogue-errors.ts';
import {
  findLabsRow,
  listLabsRows,
  nextStepVersion,
  replaceTags,
  slugIsTaken,
  tagsOfRow,
} from './labs-catalogue-queries.ts';

type Fields = Record<string, unknown> & { slug?: string; tags?: string[] };

/** Thrown to roll an edit back that changed no field; carries the unchanged record to answer with. */
class NothingChanged extends Error {
  constructor(readonly record: Record<string, unknown>) {
    super('Nothing changed.');
  }
}

/** Same instant, whatever the spelling of the timestamp. */
const sameInstant = (a: Date, b: string) => a.getTime() === new Date(b).getTime();

/** @example api.route('/admin/labs/boards', labsCatalogueRoutes(db, boardCatalogue)) */
export function labsCatalogueRoutes<Row extends LabsRow, F extends Fields>(
  db: Database,
  catalogue: LabsCatalogue<Row, F>,
) {
  const { table, tagLinks, noun, contentType } = catalogue;

  async function loadRecord(tx: Database, row: Row, tags?: TagRef[]) {
    const history = (await reviewHistoryOf(tx, contentType, [row.id])).get(row.id) ?? [];
    const rowTags = tags ?? (await tagsOfRow(tx, tagLinks, row.id));
    return labsRecord(catalogue as never, row, rowTags, history);
  }

  /** The public shape of a row, for comparing before and after an edit. */
  async function snapshot(tx: Database, row: Row) {
    return catalogue.present(row, await tagsOfRow(tx, tagLinks, row.id));
  }

  const slugConflict = (slug: string) => labsSlugTaken(noun, slug);

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      requireAdmin(c);
      const query = readQuery(c, adminLabsListQuerySchema);
      if (query.category && !catalogue.category?.values.includes(query.category)) {
        const values = catalogue.category?.values.join(', ') ?? 'nothing';
        throw badRequest(`category must be one of ${values}.`);
      }
      const { rows, total } = await listLabsRows(db, catalogue, query);
      const page: AdminLabsListResponse = toPage(
        rows.map((row) => ({
          slug: row.slug,
          name: row.name,
          category: catalogue.category?.of(row) ?? null,
          summary: row.summary,
          updatedAt: row.updatedAt.toISOString(),
        })),
        total,
        query,
      );
      return c.json(page);
    })

    .get('/:slug', async (c) => {
      requireAdmin(c);
      const slug = c.req.param('slug');
      const row = await findLabsRow(db, catalogue, slug);
      if (!row) throw labsNotFound(noun, slug);
      return c.json(await loadRecord(db, row));
    })

    .post('/', async (c) => {
      const viewer = requireAdmin(c);
      const input = (catalogue.check ?? ((f) => f))(await readJson(c, catalogue.createSchema)) as F;
      const { tags = [], ...fields } = input;
      try {
        const record = await db.transaction(async (tx) => {
          if (await slugIsTaken(tx, catalogue, String(fields.slug))) throw slugConflict(String(fields.slug));
          const [inserted] = await tx
            .insert(table)
            .values({ ...catalogue.toColumns(fields as Partial<F>), seededHash: null } as never)
            .returning();
          const row = inserted as unknown as Row;
          if (tagLinks) await replaceTags(tx, tagLinks, row.id, tags);
          await refreshSearchDocuments(tx, catalogue.searchType, [row.id]);
          await recordReviewStep(tx, {
            contentType,
            contentId: row.id,
            action: 'created',
            actorId: viewer.user.id,
            version: 1,
            changedFields: Object.keys(input),
          });
          return loadRecord(tx, row);
        });
        return c.json(record, 201);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugConflict(String(fields.slug));
        throw error;
      }
    })

    .patch('/:slug', async (c) => {
      const viewer = requireAdmin(c);
      const slug = c.req.param('slug');
      const parsed = await readJson(c, catalogue.updateSchema);
      const { baseUpdatedAt, ...rest } = parsed;
      const input = (catalogue.check ?? ((f) => f))(rest as unknown as Partial<F>) as Fields;
      const { tags, ...fields } = input;
      try {
        const record = await db.transaction(async (tx) => {
          const row = await findLabsRow(tx, catalogue, slug, { lock: true });
          if (!row) throw labsNotFound(noun, slug);
          if (!sameInstant(row.updatedAt, baseUpdatedAt))
            throw labsStaleVersion(noun, await loadRecord(tx, row));
          if (fields.slug && fields.slug !== row.slug && (await slugIsTaken(tx, catalogue, fields.slug)))
            throw slugConflict(fields.slug);
          const before = await snapshot(tx, row);
          const [updated] = await tx
            .update(table)
            .set({
              ...catalogue.toColumns(fields as Partial<F>),
              seededHash: null,
              updatedAt: new Date(),
            } as never)
            .where(eq(table.id, row.id))
            .returning();
          const after = updated as unknown as Row;
          if (tagLinks && tags) await replaceTags(tx, tagLinks, row.id, tags);
          const afterShape = await snapshot(tx, after);
          const compared = Object.fromEntries(
            Object.keys(input).map((key) => [key, afterShape[key] === undefined ? null : afterShape[key]]),
          );
          const changed = changedFieldsOf(before, compared);
          // Saving the same values changes nothing: undo the write, so no empty step is recorded.
          if (changed.length === 0) throw new NothingChanged(await loadRecord(tx, row));
          await refreshSearchDocuments(tx, catalogue.searchType, [row.id]);
          await recordReviewStep(tx, {
            contentType,
            contentId: row.id,
            action: 'edited',
            actorId: viewer.user.id,
            version: await nextStepVersion(tx, contentType, row.id),
            changedFields: changed,
          });
          return loadRecord(tx, after);
        });
        return c.json(record);
      } catch (error) {
        if (error instanceof NothingChanged) return c.json(error.record);
        if (isUniqueViolation(error)) throw slugConflict(String(fields.slug));
        throw error;
      }
    })

    .delete('/:slug', async (c) => {
      const viewer = requireAdmin(c);
      const slug = c.req.param('slug');
      const baseUpdatedAt = c.req.query('baseUpdatedAt');
      await db.transaction(async (tx) => {
        const row = await findLabsRow(tx, catalogue, slug, { lock: true });
        if (!row) throw labsNotFound(noun, slug);
        if (baseUpdatedAt && !sameInstant(row.updatedAt, baseUpdatedAt))
          throw labsStaleVersion(noun, await loadRecord(tx, row));
        // Only the tag links refer to a catalogue row, and they go with it (ON DELETE CASCADE).
        await tx.delete(table).where(eq(table.id, row.id));
        await refreshSearchDocuments(tx, catalogue.searchType, [row.id]);
        await recordReviewStep(tx, {
          contentType,
          contentId: row.id,
          action: 'deleted',
          actorId: viewer.user.id,
          version: await nextStepVersion(tx, contentType, row.id),
        });
      });
      return c.body(null, 204);
    });
}
