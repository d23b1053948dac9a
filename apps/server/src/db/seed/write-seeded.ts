/**
 * Writes seed records without undoing human work. A missing row is inserted. An existing row is
 * updated only while the seed still owns it: its `seeded_hash` is set (a write path clears it on
 * edit) and, for reviewed content, its version is still 1; and only when the record changed. Rows
 * a person has edited are left exactly as they are, links and all.
 */
import { and, eq, getTableColumns, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import type { TagLinkTable } from '../schema.ts';
import { tags } from '../schema.ts';
import { hashRecord } from './content-hash.ts';

type SeedTable = PgTable & { id: PgColumn; seededHash: PgColumn; updatedAt: PgColumn; version?: PgColumn };

export interface SeedWrite<T extends SeedTable> {
  table: T;
  /** The natural key (a unique constraint): slug, unique_key, or (domain_id, slug). */
  key: Array<keyof T['$inferInsert'] & string>;
  rows: Array<T['$inferInsert']>;
  /** Columns written on insert only, e.g. status and published_at of stores. */
  insertOnly?: Array<keyof T['$inferInsert'] & string>;
}

/** For each row's key: its id, and whether the seed still owns it (so may replace its links). */
export type SeededRows = Map<string, { id: string; owned: boolean }>;

/**
 * @example const ids = await writeSeeded(tx, { table: boards, key: ['slug'], rows })
 */
export async function writeSeeded<T extends SeedTable>(
  db: Database,
  write: SeedWrite<T>,
): Promise<SeededRows> {
  const { table, key, rows } = write;
  if (rows.length === 0) return new Map();
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const insertOnly = new Set<string>([...(write.insertOnly ?? []), ...key]);
  // Insert-only values (such as a first publication time) are not part of what the seed owns.
  const owns = (row: object) =>
    Object.fromEntries(Object.entries(row).filter(([k]) => !write.insertOnly?.includes(k as never)));
  const hashed = rows.map((row) => ({ ...row, seededHash: hashRecord(owns(row)) }));

  const set: Record<string, SQL> = { updatedAt: sql`now()` };
  for (const name of Object.keys(hashed[0]!)) {
    if (!insertOnly.has(name)) set[name] = sql.raw(`excluded."${columns[name]!.name}"`);
  }
  const owned = and(
    isNotNull(table.seededHash),
    ne(table.seededHash, sql.raw(`excluded."seeded_hash"`)),
    table.version ? eq(table.version, 1) : undefined,
  );
  const target = key.map((k) => columns[k]!);
  for (let i = 0; i < hashed.length; i += 100) {
    await db
      .insert(table)
      .values(hashed.slice(i, i + 100) as T['$inferInsert'][])
      .onConflictDoUpdate({ target, set, setWhere: owned });
  }

  const keyOf = (row: Record<string, unknown>) => key.map((k) => String(row[k])).join('/');
  const wanted = new Map(hashed.map((row) => [keyOf(row), row.seededHash]));
  const first = key[0]!;
  const selection: Record<string, PgColumn> = { id: table.id, seededHash: table.seededHash };
  for (const k of key) selection[k] = columns[k]!;
  if (table.version) selection.version = table.version;
  const stored = (await db
    .select(selection)
    .from(table as PgTable)
    .where(
      inArray(columns[first]!, [...new Set(hashed.map((r) => (r as Record<string, unknown>)[first]))]),
    )) as Array<Record<string, unknown>>;
  const result: SeededRows = new Map();
  for (const row of stored) {
    const k = keyOf(row);
    if (!wanted.has(k)) continue;
    const ownedNow = row.seededHash === wanted.get(k) && (row.version === undefined || row.version === 1);
    result.set(k, { id: row.id as string, owned: ownedNow });
  }
  return result;
}

/**
 * Replaces the tag links of the rows the seed owns. @example
 * await linkSeededTags(tx, articleTags, rows, bundle.articles.map((a) => [a.slug, a.tags]))
 */
export async function linkSeededTags(
  db: Database,
  links: TagLinkTable,
  rows: SeededRows,
  tagsByKey: Array<[string, string[]]>,
): Promise<void> {
  const ownedIds = [...rows.values()].filter((r) => r.owned).map((r) => r.id);
  if (ownedIds.length === 0) return;
  const tagIds = new Map(
    (await db.select({ id: tags.id, slug: tags.slug }).from(tags)).map((t) => [t.slug, t.id]),
  );
  await db.delete(links).where(inArray(links.contentId, ownedIds));
  const values = tagsByKey.flatMap(([key, slugs]) => {
    const row = rows.get(key);
    if (!row?.owned) return [];
    return [...new Set(slugs)].map((slug) => ({ contentId: row.id, tagId: tagIds.get(slug)! }));
  });
  if (values.length) await db.insert(links).values(values);
}
