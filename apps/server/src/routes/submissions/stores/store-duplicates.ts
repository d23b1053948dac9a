/**
 * Stores that a suggested store may duplicate: the same website host (website_host, migration 0014,
 * on its index), or a similar name (shared/similar-names.ts), as a column of the review queue's
 * statement (shared/duplicate-hints.ts).
 */
import { sql } from 'drizzle-orm';
import { stores } from '../../../db/schema.ts';
import { hintsColumn, type HintRow } from '../shared/duplicate-hints.ts';
import { similarNameTo } from '../shared/similar-names.ts';

/** The hints of the queue's store (`stores` of the outer query). */
export const storeHintsColumn = () =>
  hintsColumn(
    stores,
    { id: stores.id, name: stores.name, key: stores.slug, status: stores.status },
    (other, row) => {
      const sameHost = sql`website_host(${other(stores.website)}) = website_host(${row(stores.website)})`;
      return {
        reason: sql`case when ${sameHost} then 'same_website' else 'similar_title' end`,
        where: sql`(${sameHost} or ${similarNameTo(
          { key: other(stores.nameKey), phrases: other('name_phrases') },
          { key: row(stores.nameKey), phrases: row('name_phrases') },
        )})`,
      };
    },
  );

export const storeHintMessage = (hint: HintRow) =>
  `${hint.reason === 'same_website' ? 'Same website as' : 'A similar name to'} ${hint.name} (${hint.status})`;
