/** Every table of the public schema with its row count: what a restored copy must match. */
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';

export async function tableCounts(db: Database): Promise<Record<string, number>> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const counts: Record<string, number> = {};
  for (const { table_name: name } of tables.rows) {
    const result = (await db.execute(sql.raw(`select count(*)::int as n from "${name}"`))) as unknown as {
      rows: { n: number }[];
    };
    counts[name] = result.rows[0]!.n;
  }
  return counts;
}
