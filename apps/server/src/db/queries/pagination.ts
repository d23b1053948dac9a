/** Paging a list query: the window to fetch, and the page object the contract describes. */
import type { Page, PageQuery } from '@tinkerlabs/contract/pagination';
import { count, type SQL } from 'drizzle-orm';
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
