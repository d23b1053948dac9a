/**
 * A column written with its table's name. Drizzle leaves columns unqualified in a select list, so a
 * correlated subquery there must name the outer column this way, or `"id"` would mean the inner one.
 */
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** @example sql`(select count(*) from store_items si where si.store_id = ${qualified(stores.id)})` */
export function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
