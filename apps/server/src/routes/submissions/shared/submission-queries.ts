/**
 * The list queries every kind shares, written once over the kind's columns: the review queue
 * (pending, waiting longest first) and the management list (search, status filter, newest change
 * first). Both return ids in order; the kind loads its rows.
 */
import type { PageQuery } from '@tinkerlabs/contract/pagination';
import type { SubmissionStatus } from '@tinkerlabs/contract/submissions';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { countRows, pageTotal, pageWindow, totalColumn } from '../../../db/queries/pagination.ts';
import type { AnySubmissionKind } from './submission-kind.ts';

/**
 * The pending records, the one waiting longest since its last submission first (`submitted_at`, on an
 * index led by the status: a correlated look-up of each record's history made the queue cost 30–250 ms
 * at 6 000 pending articles).
 * @example const { ids, submitted, total } = await listReviewQueue(db, storeKind, { page: 1, pageSize: 12 })
 */
export async function listReviewQueue(db: Database, spec: AnySubmissionKind, query: PageQuery) {
  const { table, id, status, updatedAt, submittedAt } = spec.columns;
  const where = eq(status, 'pending');
  const window = pageWindow(query);
  // The total rides on the page's rows (a window count): one query fewer for every page but one
  // past the end.
  const rows = await db
    .select({ id, submittedAt, total: totalColumn() })
    .from(table)
    .where(where)
    .orderBy(sql`${submittedAt} asc nulls first`, asc(updatedAt), asc(id))
    .limit(window.limit)
    .offset(window.offset);
  const total = await pageTotal(rows, window, () => countRows(db, table, where));
  const submitted = new Map(
    rows.map((r) => [
      r.id as string,
      r.submittedAt === null ? null : new Date(r.submittedAt as Date | string),
    ]),
  );
  return { ids: rows.map((r) => r.id as string), submitted, total };
}

export interface ManagementFilter extends PageQuery {
  q?: string | undefined;
  status?: SubmissionStatus | undefined;
}

/** @example const { ids, total } = await listForManagement(db, storeKind, { q: 'maker', status: 'pending', page: 1, pageSize: 12 }) */
export async function listForManagement(db: Database, spec: AnySubmissionKind, query: ManagementFilter) {
  const { table, id, status, updatedAt, title, key } = spec.columns;
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null;
  const where = and(
    query.status ? eq(status, query.status) : undefined,
    pattern ? or(ilike(title, pattern), ilike(key, pattern)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [total, rows] = await Promise.all([
    countRows(db, table, where),
    db.select({ id }).from(table).where(where).orderBy(desc(updatedAt), asc(id)).limit(limit).offset(offset),
  ]);
  return { ids: rows.map((r) => r.id as string), total };
}

/** Rows in the order of `ids` (findMany answers them in any order). */
export function inOrder<Row extends { id: string }>(ids: readonly string[], rows: readonly Row[]): Row[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
