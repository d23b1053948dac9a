/** Stores a suggested store may duplicate: the same website host, or a very similar name. */
import type { DuplicateHint } from '@tinkerlabs/contract/submissions';
import { ne } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { stores } from '../../../db/schema.ts';
import { isSimilarName, websiteHost } from '../shared/similar-names.ts';
import type { StoreRow } from './store-record.ts';

export async function storeDuplicates(db: Database, row: StoreRow): Promise<DuplicateHint[]> {
  // Stores number in the hundreds at most: comparing in memory keeps the rules in one readable place.
  const others = await db
    .select({
      id: stores.id,
      name: stores.name,
      slug: stores.slug,
      website: stores.website,
      status: stores.status,
    })
    .from(stores)
    .where(ne(stores.id, row.id));
  const host = websiteHost(row.website);
  const hints: DuplicateHint[] = [];
  for (const other of others) {
    const sameHost = host !== null && websiteHost(other.website) === host;
    if (!sameHost && !isSimilarName(row.name, other.name)) continue;
    hints.push({
      reason: sameHost ? 'same_website' : 'similar_title',
      message: `${sameHost ? 'Same website as' : 'A similar name to'} ${other.name} (${other.status})`,
      id: other.id,
      name: other.name,
      status: other.status,
      path: `/dashboard/stores/${other.slug}/edit`,
    });
  }
  return hints;
}
