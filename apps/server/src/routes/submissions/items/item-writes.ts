/**
 * Writes of store items for the workflow. An item belongs to an approved store (422 otherwise) and
 * its unique key is unique case-insensitively: checked with `lower(unique_key)` in the transaction
 * (409 `key_taken`), with the unique index behind it for races.
 */
import type { itemFieldsSchema } from '@tinkerlabs/contract/submissions';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { changedFieldsOf } from '../../../content/review-history.ts';
import type { Database } from '../../../db/client.ts';
import { storeItems, stores } from '../../../db/schema.ts';
import { validationFailed } from '../../../http/errors.ts';
import { keyTaken } from '../shared/submission-errors.ts';
import type { ModerationChanges } from '../shared/submission-kind.ts';
import { findItemRow, type ItemRow } from './item-record.ts';

type ItemFields = z.output<typeof itemFieldsSchema>;
type ItemEdit = Partial<ItemFields> & { baseVersion: number };

async function approvedStoreId(db: Database, slug: string): Promise<string> {
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(eq(stores.slug, slug), eq(stores.status, 'approved')));
  if (store) return store.id;
  const message = 'Choose a store from the list: items belong to approved stores (suggest the store first).';
  throw validationFailed({ storeSlug: message }, message);
}

async function checkKeyFree(db: Database, uniqueKey: string, itemId: string | null): Promise<void> {
  const [holder] = await db
    .select({ name: storeItems.name, status: storeItems.status })
    .from(storeItems)
    .where(
      and(
        sql`lower(${storeItems.uniqueKey}) = lower(${uniqueKey})`,
        itemId ? ne(storeItems.id, itemId) : undefined,
      ),
    );
  // Only a published item is named: an unpublished one's name is its author's business.
  if (holder) throw keyTaken(uniqueKey, holder.status === 'approved' ? holder.name : null);
}

async function reload(db: Database, id: string): Promise<ItemRow> {
  return (await findItemRow(db, id))!;
}

export async function insertItem(
  db: Database,
  { storeSlug, ...input }: ItemFields,
  author: { id: string; name: string },
): Promise<ItemRow> {
  const storeId = await approvedStoreId(db, storeSlug);
  await checkKeyFree(db, input.uniqueKey, null);
  const [row] = await db
    .insert(storeItems)
    .values({
      ...input,
      image: input.image ?? null,
      storeId,
      authorId: author.id,
      authorName: author.name,
      status: 'pending',
    })
    .returning({ id: storeItems.id });
  return reload(db, row!.id);
}

export async function editItem(
  db: Database,
  row: ItemRow,
  { baseVersion: _baseVersion, storeSlug, ...input }: ItemEdit,
): Promise<{ row: ItemRow; changedFields: string[] }> {
  const changes: Partial<typeof storeItems.$inferInsert> = { ...input };
  if (storeSlug !== undefined && storeSlug !== row.store.slug)
    changes.storeId = await approvedStoreId(db, storeSlug);
  if (input.uniqueKey !== undefined) await checkKeyFree(db, input.uniqueKey, row.id);
  const changedFields = changedFieldsOf({ ...row, storeSlug: row.store.slug }, { ...input, storeSlug });
  await db
    .update(storeItems)
    .set({ ...changes, version: row.version + 1, seededHash: null })
    .where(eq(storeItems.id, row.id));
  return { row: await reload(db, row.id), changedFields };
}

export async function moderateItem(db: Database, row: ItemRow, changes: ModerationChanges): Promise<ItemRow> {
  await db
    .update(storeItems)
    .set({ ...changes, version: row.version + 1, seededHash: null })
    .where(eq(storeItems.id, row.id));
  return reload(db, row.id);
}

export async function removeItem(db: Database, row: ItemRow): Promise<void> {
  await db.delete(storeItems).where(eq(storeItems.id, row.id));
}
