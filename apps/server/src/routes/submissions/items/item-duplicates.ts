/**
 * Items that a submitted item may duplicate: the same unique key once everything but letters and
 * digits is removed, case aside (`compact_key`, kept by the database, on its index), or a similar name (shared/similar-names.ts) in the
 * same store, as a column of the review queue's statement (shared/duplicate-hints.ts).
 */
import { sql } from 'drizzle-orm';
import { storeItems } from '../../../db/schema.ts';
import { hintsColumn, type HintRow } from '../shared/duplicate-hints.ts';
import { similarNameTo } from '../shared/similar-names.ts';

/** The hints of the queue's item (`store_items` of the outer query). */
export const itemHintsColumn = () =>
  hintsColumn(
    storeItems,
    { id: storeItems.id, name: storeItems.name, key: storeItems.uniqueKey, status: storeItems.status },
    (other, row) => {
      const sameKey = sql`${other(storeItems.compactKey)} = ${row(storeItems.compactKey)}`;
      return {
        reason: sql`case when ${sameKey} then 'same_unique_key' else 'similar_title' end`,
        where: sql`(${sameKey} or (${other(storeItems.storeId)} = ${row(storeItems.storeId)}
          and ${similarNameTo(
            { key: other(storeItems.nameKey), phrases: other('name_phrases') },
            { key: row(storeItems.nameKey), phrases: row('name_phrases') },
          )}))`,
      };
    },
  );

export const itemHintMessage = (hint: HintRow) =>
  hint.reason === 'same_unique_key'
    ? `Same unique key as ${hint.name} (${hint.key}, ${hint.status})`
    : `A similar name to ${hint.name} in the same store (${hint.status})`;
