/**
 * Items a suggested item may duplicate: the same unique key once everything but letters and digits
 * is removed (case-insensitively), or a similar name in the same store.
 */
import type { DuplicateHint } from '@tinkerlabs/contract/submissions';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { storeItems } from '../../../db/schema.ts';
import { compactKey, isSimilarName } from '../shared/similar-names.ts';
import { itemEditPath, type ItemRow } from './item-record.ts';

export async function itemDuplicates(db: Database, row: ItemRow): Promise<DuplicateHint[]> {
  const key = compactKey(row.uniqueKey);
  const others = await db
    .select({
      id: storeItems.id,
      name: storeItems.name,
      uniqueKey: storeItems.uniqueKey,
      storeId: storeItems.storeId,
      status: storeItems.status,
    })
    .from(storeItems)
    .where(
      and(
        ne(storeItems.id, row.id),
        or(
          sql`regexp_replace(lower(${storeItems.uniqueKey}), '[^a-z0-9]', '', 'g') = ${key}`,
          eq(storeItems.storeId, row.storeId),
        ),
      ),
    );
  const hints: DuplicateHint[] = [];
  for (const other of others) {
    const sameKey = compactKey(other.uniqueKey) === key;
    if (!sameKey && !isSimilarName(row.name, other.name)) continue;
    hints.push({
      reason: sameKey ? 'same_unique_key' : 'similar_title',
      message: sameKey
        ? `Same unique key as ${other.name} (${other.uniqueKey}, ${other.status})`
        : `A similar name to ${other.name} in the same store (${other.status})`,
      id: other.id,
      name: other.name,
      status: other.status,
      path: itemEditPath(other.uniqueKey),
    });
  }
  return hints;
}
