/**
 * Items that submitted items may duplicate: the same unique key once everything but letters and
 * digits is removed (case-insensitively), or a similar name in the same store. One query for a page
 * of the review queue (the items with any of the rows' keys or in any of their stores, on the indexes
 * of compact keys and of stores); the rules then run for each row.
 */
import type { DuplicateHint } from '@tinkerlabs/contract/submissions';
import { or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { prepared } from '../../../db/queries/prepared.ts';
import { storeItems } from '../../../db/schema.ts';
import { areSimilarNormalised, compactKey, normaliseName } from '../shared/similar-names.ts';
import { itemEditPath, type ItemRow } from './item-record.ts';

/** The hints of each of `rows`, in their order. */
export async function itemDuplicates(db: Database, rows: readonly ItemRow[]): Promise<DuplicateHint[][]> {
  if (rows.length === 0) return [];
  const keys = [...new Set(rows.map((row) => compactKey(row.uniqueKey)))];
  const storeIds = [...new Set(rows.map((row) => row.storeId))];
  // One statement whatever the page's size: the keys and stores travel as texts it splits.
  const others = await prepared(db, 'item_duplicate_candidates', (name) =>
    db
      .select({
        id: storeItems.id,
        name: storeItems.name,
        uniqueKey: storeItems.uniqueKey,
        storeId: storeItems.storeId,
        status: storeItems.status,
      })
      .from(storeItems)
      .where(
        or(
          sql`regexp_replace(lower(${storeItems.uniqueKey}), '[^a-z0-9]', '', 'g') = any(string_to_array(${sql.placeholder('keys')}, E'\n'))`,
          sql`${storeItems.storeId} = any(string_to_array(${sql.placeholder('stores')}, E'\n')::uuid[])`,
        ),
      )
      .prepare(name),
  ).execute({ keys: keys.join('\n'), stores: storeIds.join('\n') });
  const facts = new Map(
    others.map((other) => [other.id, { key: compactKey(other.uniqueKey), name: normaliseName(other.name) }]),
  );
  return rows.map((row) => {
    const key = compactKey(row.uniqueKey);
    const name = normaliseName(row.name);
    const hints: DuplicateHint[] = [];
    for (const other of others) {
      if (other.id === row.id) continue;
      const known = facts.get(other.id)!;
      const sameKey = known.key === key;
      if (!sameKey && !(other.storeId === row.storeId && areSimilarNormalised(name, known.name))) continue;
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
  });
}
