/**
 * The management list every kind shares, written once over the kind's columns (search, status
 * filter, newest change first): ids in order; the kind loads its rows.
 */
import type { PageQuery } from '@tinkerlabs/contract/pagination';
import type { SubmissionStatus } from '@tinkerlabs/contract/submissions';
import { and, asc, desc, eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { countRows, pageWindow } from '../../../db/queries/pagination.ts';
import type { AnySubmissionKind } from './submission-kind.ts';

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
