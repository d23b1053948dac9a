/**
 * The review queue's hints about duplicates, decided in the database: each queue row carries, as a
 * JSON column, its strongest few (`shownDuplicates`) and how many there are in all. A kind says which
 * records its rows may duplicate and why (stores/store-duplicates.ts, items/…, projects/…); the
 * rules are those of shared/similar-names.ts, whose tests hold the SQL to them.
 *
 * Deciding them in the server instead meant reading every candidate of a page (400 for ten generated
 * projects, their names worked out again each time): 3 ms of the server's time a page, against the
 * database's 0.1 ms a row here.
 */
import { shownDuplicates, type DuplicateHint, type SubmissionStatus } from '@tinkerlabs/contract/submissions';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { integerLiteral } from '../../../db/queries/prepared.ts';
import { qualified } from '../../../db/queries/qualified.ts';

type Reason = DuplicateHint['reason'];

/** A hint as the column carries it; `key` is the other record's slug or unique key. */
export interface HintRow {
  id: string;
  name: string;
  key: string;
  status: SubmissionStatus;
  reason: Reason;
  /** How many hints the row has in all. */
  total: number;
}

/**
 * Names a column of the other record (`other`) or of the queue's row (`row`) in a kind's rules; by
 * its name for a column the schema does not map (the names' phrases, migration 0015).
 */
type ColumnOf = (column: PgColumn | string) => SQL;

/**
 * The hints of the queue's row (the outer query's row of `table`), strongest first: the same website
 * or key before a similar name, then approved, pending, rejected and draft records, then by name (in
 * the database's order). `rules` says which other records of `table` are hints and why; the row
 * itself never is.
 * @example hintsColumn(projects, { ... }, (other, row) => ({ reason: sql`'similar_title'`, where: similarNameTo(other(projects.titleKey), row(projects.titleKey)) }))
 */
export function hintsColumn(
  table: PgTable,
  columns: { id: PgColumn; name: PgColumn; key: PgColumn; status: PgColumn },
  rules: (other: ColumnOf, row: ColumnOf) => { reason: SQL; where: SQL },
): SQL<HintRow[]> {
  const nameOf = (column: PgColumn | string) => (typeof column === 'string' ? column : column.name);
  const other: ColumnOf = (column) => sql`other.${sql.identifier(nameOf(column))}`;
  const row: ColumnOf = (column) =>
    typeof column === 'string' ? sql`${table}.${sql.identifier(column)}` : qualified(column);
  const { reason, where } = rules(other, row);
  const status = other(columns.status);
  const statusRank = sql`case ${status} when 'approved' then 0 when 'pending' then 1 when 'rejected' then 2 else 3 end`;
  return sql<
    HintRow[]
  >`(select coalesce(json_agg(json_build_object('id', h.id, 'name', h.name, 'key', h.key, 'status', h.status, 'reason', h.reason, 'total', h.total) order by h.reason_rank, h.status_rank, h.name), '[]'::json)
    from (select ${other(columns.id)} as id, ${other(columns.name)} as name, ${other(columns.key)} as key, ${status} as status,
        ${reason} as reason, (${reason} = 'similar_title')::int as reason_rank, ${statusRank} as status_rank, count(*) over () as total
      from ${table} as other where ${other(columns.id)} <> ${qualified(columns.id)} and ${where}
      order by reason_rank, status_rank, name limit ${integerLiteral(shownDuplicates)}) as h)`;
}

/** A row's hints as the queue answers them, each with the kind's message and edit page. */
export function presentHints(
  rows: readonly HintRow[],
  kind: { hintMessageOf(hint: HintRow): string; adminEditPathOf(key: string): string },
): { duplicates: DuplicateHint[]; moreDuplicates: number } {
  return {
    duplicates: rows.map((hint) => ({
      reason: hint.reason,
      message: kind.hintMessageOf(hint),
      id: hint.id,
      name: hint.name,
      status: hint.status,
      path: kind.adminEditPathOf(hint.key),
    })),
    moreDuplicates: Math.max(0, (rows[0]?.total ?? 0) - rows.length),
  };
}
