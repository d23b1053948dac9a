/**
 * Whether a database holds anything beyond what the content seed writes on every start. The large
 * seed fills a fresh database; on one with members, messages, uploads or content that people wrote
 * or edited (a row of a seeded table without its `seeded_hash` marker), it stops unless told to append.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';

type Rows<T> = { rows: T[] };

/** Tables that only people fill: any row there is beyond the seed. */
const peopleTables = ['users', 'contact_messages', 'uploads'];

/**
 * The tables with rows the seed did not write, and how many; empty for a freshly seeded database.
 * @example await contentBeyondSeed(db) // { users: 12, articles: 3 }
 */
export async function contentBeyondSeed(db: Database): Promise<Record<string, number>> {
  const seededTables = (
    (await db.execute(
      sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'seeded_hash' order by table_name`,
    )) as unknown as Rows<{ table_name: string }>
  ).rows.map((row) => row.table_name);
  const found: Record<string, number> = {};
  const count = async (table: string, where: string) => {
    const result = (await db.execute(
      sql.raw(`select count(*)::int as n from "${table}" ${where}`),
    )) as unknown as Rows<{ n: number }>;
    const n = result.rows[0]?.n ?? 0;
    if (n > 0) found[table] = n;
  };
  for (const table of peopleTables) await count(table, '');
  for (const table of seededTables) await count(table, 'where seeded_hash is null');
  return found;
}

export class SeedLargeRefused extends Error {
  constructor(found: Record<string, number>) {
    const list = Object.entries(found)
      .map(([table, n]) => `${n} in ${table}`)
      .join(', ');
    super(
      `The database already holds more than the seed set's content (${list}). seed:large fills a freshly migrated database; run it on an empty one, or pass --append to add to this one.`,
    );
    this.name = 'SeedLargeRefused';
  }
}
