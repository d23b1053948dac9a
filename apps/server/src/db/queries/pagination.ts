/**
 * Paging a list query: the window to fetch, and the page object the contract describes. A page and
 * its total come from one query: `totalColumn()` selected beside the rows counts every row the filter
 * matches (a window function, computed before LIMIT), and `pageTotal` reads it off the first row. Only a
 * page past the end, which has no row to carry it, needs a count of its own.
 */
import type { Page, PageQuery } from '@tinkerlabs/contract/pagination';
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';

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
