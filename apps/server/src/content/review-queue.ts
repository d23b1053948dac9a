/**
 * The review queues' page (articles, stores, items, projects): the pending records, the one waiting
 * longest since its last submission first. Each queue's one statement joins its details to
 * `pendingPage`.
 */
import { asc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { countRows, pageTotal } from '../db/queries/pagination.ts';
import { pageSizeLiteral } from '../db/queries/prepared.ts';

/**
 * The filter and order, on `submitted_at` (kept from the review history by the database) on an index
 * led by the status: a correlated look-up of each record's history cost 30–250 ms at 6 000 pending
 * articles.
 * @example db.select(…).from(stores).where(pending(stores)).orderBy(...waitingLongestFirst(stores, stores.updatedAt))
 */
export function pending(table: { status: PgColumn }): SQL {
  // Written into the SQL, not a placeholder: see db/queries/prepared.ts.
  return sql`${table.status} = 'pending'`;
}

export function waitingLongestFirst(table: { submittedAt: PgColumn; id: PgColumn }, thenBy: PgColumn) {
  return [sql`${table.submittedAt} asc nulls first`, asc(thenBy), asc(table.id)];
}

/**
 * How many records of `table` wait for review, as a subquery PostgreSQL runs once (an InitPlan) on
 * the index led by the status.
 */
export function pendingCount(table: PgTable & { status: PgColumn }): SQL<number> {
  return sql<number>`(select count(*)::int from ${table} where ${pending(table)})`;
}

/**
 * The columns a queue's record is presented from (the moderation part of every submission record):
 * reading every column made drizzle map fields that no queue shows, a third of a list's server time
 * where it did (the stores' list, 2026-12-04).
 * @example db.select({ ...queueColumns(stores), slug: stores.slug, name: stores.name })
 */
export function queueColumns<T extends Record<QueueColumn, PgColumn>>(table: T): Pick<T, QueueColumn> {
  return Object.fromEntries(queueColumnNames.map((name) => [name, table[name]])) as Pick<T, QueueColumn>;
}

const queueColumnNames = [
  'id',
  'authorId',
  'authorName',
  'status',
  'rejectionReason',
  'reviewedAt',
  'version',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'submittedAt',
] as const;
type QueueColumn = (typeof queueColumnNames)[number];

/**
 * The ids of a queue page (`window`) and the total (`.execute({ offset })` places the page), as
 * a subquery for the kind's statement to join its details to: selected beside a window count, the
 * details' subqueries ran for every pending row, not just the page's (12–22 ms at 6 000 articles).
 * The page's size is written into the statement (`pageSizeLiteral`), whose name tells it
 * (`queuePageStatement`).
 * @example db.select({ ...columns, total: page.total }).from(page).innerJoin(stores, eq(stores.id, page.id))
 */
export function pendingPage(
  db: Database,
  table: PgTable & { id: PgColumn; status: PgColumn; submittedAt: PgColumn },
  thenBy: PgColumn,
  window: { limit: number; offset: number },
) {
  // The total as an uncorrelated count: a window count over the pending rows took 1.5 of the page's
  // 2 ms at 6 000 pending articles, the count 0.6.
  const page = db
    .select({ id: table.id, total: pendingCount(table).as('total') })
    .from(table)
    .where(pending(table))
    .orderBy(...waitingLongestFirst(table, thenBy))
    .limit(pageSizeLiteral(window.limit))
    .$dynamic();
  // The first page has no OFFSET: planned with an unknown one, the articles' page looked dearer than
  // it is, and PostgreSQL planned it again every time.
  return (window.offset > 0 ? page.offset(sql.placeholder('offset')) : page).as('page');
}

/** The name of a queue's statement for the page (`pendingPage`): one per page size, and the first page's apart. */
export function queuePageStatement(name: string, window: { limit: number; offset: number }): string {
  return `${name}_${window.limit}${window.offset > 0 ? '_later' : ''}`;
}

/**
 * The queue's total: it rides on the page's rows (`pendingPage`), and only a page past the end counts
 * on its own.
 */
export function pendingTotal(
  db: Database,
  { table, status }: { table: PgTable; status: PgColumn },
  rows: readonly { total: number }[],
  window: { offset: number },
): Promise<number> {
  return pageTotal(rows, window, () => countRows(db, table, pending({ status })));
}
