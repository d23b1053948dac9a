/**
 * Paging a list query: the window to fetch, and the page object the contract describes. A page and
 * its total come from one query: `totalColumn()` selected beside the rows counts every row the filter
 * matches (a window function, computed before LIMIT), and `pageTotal` reads it off the first row. Only a
 * page past the end, which has no row to carry it, needs a count of its own.
 *
 * The lists that grow (keyset.ts) count differently: a window count visits every matching row, and
 * computed each row's tags and author on the way (the articles' first page took 2 s at 72 000
 * published). `cappedCountColumn` counts at most `exactCountLimit + 1` rows instead, and past that
 * `listTotal` answers PostgreSQL's estimate of the filter's rows (EXPLAIN: the planner's statistics,
 * no scan), kept a minute per filter. PGlite, a small site's database, always counts exactly.
 */
import { PGlite } from '@electric-sql/pglite';
import type { CursorPage, Page, PageQuery } from '@tinkerlabs/contract/pagination';
import { count, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import { integerLiteral } from './prepared.ts';

export function pageWindow({ page, pageSize }: PageQuery): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/** A page past the end is simply empty; totalPages is 0 when nothing matches. */
export function toPage<T>(items: T[], total: number, { page, pageSize }: PageQuery): Page<T> {
  return { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
}

/** count(*) as a number on both drivers (pg returns bigint counts as strings). */
export async function countRows(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** A column to select beside a page's rows: how many rows the query matches without its LIMIT/OFFSET. */
export function totalColumn(): SQL<number> {
  return sql<number>`(count(*) over ())::int`;
}

/**
 * The total of a page selected with `totalColumn()` as `total`; `countPastEnd` runs only for an
 * empty page that does not start at the first row.
 * @example const total = await pageTotal(rows, window, () => countRows(db, articles, where))
 */
export async function pageTotal(
  rows: readonly { total: number }[],
  { offset }: { offset: number },
  countPastEnd: () => Promise<number>,
): Promise<number> {
  const first = rows[0];
  if (first) return Number(first.total);
  return offset === 0 ? 0 : countPastEnd();
}

/** Past this many matching rows, a growing list's total on PostgreSQL is an estimate. */
export const exactCountLimit = 1000;

/**
 * A column to select beside a page's rows: how many rows of `table` match `where`, counted up to
 * `cap` (`countCap(db)`, or 0 not to count; null for all), written into the statement
 * (db/queries/prepared.ts). Not correlated with the page's rows, so PostgreSQL counts once per
 * query (an InitPlan).
 */
export function cappedCountColumn(table: PgTable, where: SQL | undefined, cap: number | null): SQL<number> {
  return cappedCount(sql`select 1 from ${table} where ${where ?? sql`true`}`, cap);
}

/** How many rows `rows` (a select) gives, up to `cap` (null for all). */
export function cappedCount(rows: SQL, cap: number | null): SQL<number> {
  const limit = cap === null ? sql`all` : integerLiteral(cap);
  return sql<number>`(select count(*)::int from (${rows} limit ${limit}) counted)`;
}

/** How far `cappedCountColumn` counts a list: all of it on PGlite. */
export function countCap(db: Database): number | null {
  return isPglite(db) ? null : exactCountLimit + 1;
}

/**
 * A growing list's total: `counted` (from `cappedCountColumn`; undefined for a page without rows,
 * then counted here) when it is within the cap, else the estimate, never below the cap. The cap is
 * `countCap(db)`'s unless a test lowers it.
 * @param where the filter with its values (not placeholders), for the count and the estimate: built
 *   only when one is needed
 */
export async function listTotal(
  db: Database,
  table: PgTable,
  where: () => SQL | undefined,
  counted: number | undefined,
  options: { cap?: number | null; estimateKey?: string } = {},
): Promise<number> {
  const limit = isPglite(db) ? null : (options.cap ?? countCap(db));
  const n =
    counted ??
    Number(firstRow(await db.execute(sql`select ${cappedCountColumn(table, where(), limit)} as n`))?.n ?? 0);
  if (limit === null || n < limit) return n;
  return Math.max(n, await estimatedRows(db, table, where, options.estimateKey));
}

const estimates = new Map<string, { rows: number; expires: number }>();
const estimateTtlMs = 60_000;
const maxEstimates = 1_000;

/**
 * A fresh estimate kept under `key` when it is past the cap: the list is long, so its page's query
 * need not count up to the cap again (see keyset.ts) until the estimate is renewed.
 */
export function longListEstimate(key: string): number | undefined {
  const kept = estimates.get(key);
  return kept && kept.expires > performance.now() && kept.rows > exactCountLimit ? kept.rows : undefined;
}

const dialect = new PgDialect();

/**
 * PostgreSQL's estimate of how many rows of `table` match `where`, kept `estimateTtlMs` under `key`
 * (the filter's statement and values: then the filter is not even built while the estimate is kept).
 */
export async function estimatedRows(
  db: Database,
  table: PgTable,
  where: () => SQL | undefined,
  key?: string,
): Promise<number> {
  const kept = key === undefined ? undefined : estimates.get(key);
  if (kept && kept.expires > performance.now()) return kept.rows;
  const query = sql`select 1 from ${table} where ${where() ?? sql`true`}`;
  const cacheKey = key ?? JSON.stringify(Object.values(dialect.sqlToQuery(query)));
  const again = estimates.get(cacheKey);
  if (again && again.expires > performance.now()) return again.rows;
  const plan = firstRow(await db.execute(sql`explain (format json) ${query}`))?.['QUERY PLAN'] as
    [{ Plan: { 'Plan Rows': number } }] | string | undefined;
  const parsed = typeof plan === 'string' ? (JSON.parse(plan) as [{ Plan: { 'Plan Rows': number } }]) : plan;
  const estimate = Math.round(Number(parsed?.[0]?.Plan['Plan Rows'] ?? 0));
  estimates.delete(cacheKey);
  estimates.set(cacheKey, { rows: estimate, expires: performance.now() + estimateTtlMs });
  if (estimates.size > maxEstimates) estimates.delete(estimates.keys().next().value!);
  return estimate;
}

/** A page of a growing list as the contract describes it. */
export function toCursorPage<T>(
  items: T[],
  total: number,
  { page, pageSize }: { page: number; pageSize: number },
  nextCursor: string | null,
): CursorPage<T> {
  return { items, page, pageSize, total, totalPages: Math.ceil(total / pageSize), nextCursor };
}

/** node-postgres answers { rows }, PGlite's drizzle driver too; keep both shapes working. */
function firstRow(result: unknown): Record<string, unknown> | undefined {
  return (((result as { rows?: unknown }).rows ?? result) as Array<Record<string, unknown>>)[0];
}

/** Whether `db` is embedded PGlite (counts stay exact there). */
export function isPglite(db: Database): boolean {
  return (db as { $client?: unknown }).$client instanceof PGlite;
}
