/**
 * Writes of stores for the workflow: insert a pending suggestion, apply an edit (answering the
 * fields it changed), set the review state. Every write after creation bumps the version and clears
 * the seed hash, so the seed never overwrites what people changed.
 */
import type { storeFieldsSchema } from '@tinkerlabs/contract/submissions';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { changedFieldsOf } from '../../../content/review-history.ts';
import type { Database } from '../../../db/client.ts';
import { stores } from '../../../db/schema.ts';
import { resolveRequestedSlug } from '../shared/requested-slug.ts';
import type { ModerationChanges } from '../shared/submission-kind.ts';
import type { StoreRow } from './store-record.ts';

type StoreFields = z.output<typeof storeFieldsSchema>;
type StoreEdit = Partial<StoreFields> & { baseVersion: number };

const slugColumns = { table: stores, slug: stores.slug, id: stores.id };

export async function insertStore(
  db: Database,
  input: StoreFields,
  author: { id: string; name: string },
): Promise<StoreRow> {
  const slug = await resolveRequestedSlug(db, slugColumns, 'store', {
    requested: input.slug ?? '',
    name: input.name,
    id: null,
  });
  const [row] = await db
    .insert(stores)
    .values({
      slug,
      name: input.name,
      website: input.website,
      description: input.description,
      country: input.country,
      shipsTo: input.shipsTo,
      categories: input.categories,
      logo: input.logo ?? null,
      authorId: author.id,
      authorName: author.name,
      status: 'pending',
    })
    .returning();
  return row!;
}

export async function editStore(
  db: Database,
  row: StoreRow,
  { baseVersion: _baseVersion, ...input }: StoreEdit,
): Promise<{ row: StoreRow; changedFields: string[] }> {
  const after: Partial<typeof stores.$inferInsert> = { ...input };
  if (input.slug !== undefined) {
    after.slug = await resolveRequestedSlug(db, slugColumns, 'store', {
      requested: input.slug,
      name: input.name ?? row.name,
      id: row.id,
    });
  }
  const changedFields = changedFieldsOf(row, after);
  const [updated] = await db
    .update(stores)
    .set({ ...after, version: row.version + 1, seededHash: null })
    .where(eq(stores.id, row.id))
    .returning();
  return { row: updated!, changedFields };
}

export async function moderateStore(
  db: Database,
  row: StoreRow,
  changes: ModerationChanges,
): Promise<StoreRow> {
  const [updated] = await db
    .update(stores)
    .set({ ...changes, version: row.version + 1, seededHash: null })
    .where(eq(stores.id, row.id))
    .returning();
  return updated!;
}

export async function removeStore(db: Database, row: StoreRow): Promise<void> {
  await db.delete(stores).where(eq(stores.id, row.id));
}
