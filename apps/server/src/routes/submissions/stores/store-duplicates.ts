/**
 * Stores a suggested store may duplicate: the same website host, or a very similar name. The
 * database passes only the stores whose address holds the host or whose name shares a word with
 * this one (every duplicate does), and the rules run on those: comparing this store with each of
 * 500 took 70 ms of the server's time per page of the review queue.
 */
import type { DuplicateHint } from '@tinkerlabs/contract/submissions';
import { and, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { stores } from '../../../db/schema.ts';
import { isSimilarName, sharingAWord, websiteHost } from '../shared/similar-names.ts';
import type { StoreRow } from './store-record.ts';

export async function storeDuplicates(db: Database, row: StoreRow): Promise<DuplicateHint[]> {
  const host = websiteHost(row.website);
  const others = await db
    .select({
      id: stores.id,
      name: stores.name,
      slug: stores.slug,
      website: stores.website,
      status: stores.status,
    })
    .from(stores)
    .where(
      and(
        ne(stores.id, row.id),
        or(
          host ? sql`strpos(lower(${stores.website}), ${host}) > 0` : undefined,
          sharingAWord(stores.name, row.name),
        ),
      ),
    );
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
