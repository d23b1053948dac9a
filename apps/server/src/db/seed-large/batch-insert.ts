/**
 * Writes generated rows with multi-row INSERTs of up to 1 000 rows (fewer for wide tables: one
 * statement carries at most 65 535 parameters), through drizzle so that PGlite and PostgreSQL take
 * the same path and JSON, arrays and dates are encoded as everywhere else in the app. COPY would be
 * faster on PostgreSQL but needs pg-copy-streams, which the project does not depend on, and does not
 * exist on PGlite.
 */
import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';

const maxRows = 1_000;
const maxParameters = 60_000;

/** @example await insertRows(db, users, rows) */
export async function insertRows<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const columns = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.min(maxRows, Math.floor(maxParameters / columns)));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as T['$inferInsert'][]);
  }
}
