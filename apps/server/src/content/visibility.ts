/**
 * What the public may see: reviewed content only once approved. Every public read goes through
 * these conditions (lists, details, search index, sitemap, feed), so the rule lives in one place.
 */
import { and, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { storeItems, stores } from '../db/schema.ts';

/** @example db.select().from(articles).where(and(isPublished(articles), eq(articles.slug, slug))) */
export function isPublished(table: { status: PgColumn }): SQL {
  // Written into the SQL, not a placeholder, for the prepared statements' plans (db/queries/prepared.ts).
  return sql`${table.status} = 'approved'`;
}

/** An item is public when it and its store are both approved (join stores to use this). */
export function isPublishedItem(): SQL {
  return and(isPublished(storeItems), isPublished(stores))!;
}
