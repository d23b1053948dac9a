/**
 * Stores that suggested stores may duplicate: the same website host, or a very similar name. For a
 * page of the review queue the database passes only the stores whose host is one of the rows' (on
 * the index of hosts, migration 0014: reading every address cost 2 ms a page at 500 stores) or whose
 * name is a candidate for one of their names on the index of names by their words
 * (`similarNameCandidates`), and the rules then run for each row.
 */
import type { DuplicateHint } from '@tinkerlabs/contract/submissions';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { prepared } from '../../../db/queries/prepared.ts';
import { stores } from '../../../db/schema.ts';
import {
  areSimilarNormalised,
  normaliseName,
  similarNameCandidates,
  websiteHost,
} from '../shared/similar-names.ts';
import type { StoreRow } from './store-record.ts';

const columns = {
  id: stores.id,
  name: stores.name,
  slug: stores.slug,
  website: stores.website,
  status: stores.status,
};

/** The hints of each of `rows`, in their order. */
export async function storeDuplicates(db: Database, rows: readonly StoreRow[]): Promise<DuplicateHint[][]> {
  if (rows.length === 0) return [];
  const hosts = [...new Set(rows.flatMap((row) => websiteHost(row.website) ?? []))];
  // Two statements, not one with OR: joined by OR to the names' test, the hosts' test made PostgreSQL
  // work out every store's name words (75 ms at 500 stores, 0.3 ms apart). Each is prepared once.
  const [byHost, byName] = await Promise.all([
    hosts.length
      ? prepared(db, 'store_host_candidates', (name) =>
          db
            .select(columns)
            .from(stores)
            .where(
              sql`website_host(${stores.website}) = any(string_to_array(${sql.placeholder('hosts')}, E'\n'))`,
            )
            .prepare(name),
        ).execute({ hosts: hosts.join('\n') })
      : [],
    similarNameCandidates(
      db,
      'store_name_candidates',
      stores,
      stores.name,
      columns,
      rows.map((row) => row.name),
    ),
  ]);
  const others = [...new Map([...byHost, ...byName].map((other) => [other.id, other])).values()];
  const facts = new Map(
    others.map((other) => [other.id, { host: websiteHost(other.website), name: normaliseName(other.name) }]),
  );
  return rows.map((row) => {
    const host = websiteHost(row.website);
    const name = normaliseName(row.name);
    const hints: DuplicateHint[] = [];
    for (const other of others) {
      if (other.id === row.id) continue;
      const known = facts.get(other.id)!;
      const sameHost = host !== null && known.host === host;
      if (!sameHost && !areSimilarNormalised(name, known.name)) continue;
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
  });
}
