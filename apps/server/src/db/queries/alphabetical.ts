/**
 * Alphabetical order as people expect it: case-insensitive, so "nRF24L01+" sorts among the N's.
 * (The database's collation may be "C", which puts every lowercase initial after Z.)
 */
import { asc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export function alphabetical(column: AnyPgColumn): SQL {
  return asc(sql`lower(${column})`);
}
