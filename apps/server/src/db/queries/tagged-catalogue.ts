/**
 * Reads shared by the tagged catalogue tables (boards, hardware, resources …): a filtered, sorted
 * page with each row's tags, and one row by slug with its tags.
 */
import type { PageQuery } from '@tinkerlabs/contract/pagination';
import type { TagRef } from '@tinkerlabs/contract/tags';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import type { TagLinkTable } from '../schema.ts';
import { countRows, pageWindow } from './pagination.ts';
import { tagsOf } from './tags.ts';

type CatalogueTable = PgTable & { id: PgColumn; slug: PgColumn };
type RowOf<T extends CatalogueTable> = T['$inferSelect'] & { id: string };

export async function taggedPage<T extends CatalogueTable>(
  db: Database,
  table: T,
  links: TagLinkTable,
  options: { where: SQL | undefined; order: SQL[]; query: PageQuery },
): Promise<{ rows: RowOf<T>[]; tags: Map<string, TagRef[]>; total: number }> {
  const { limit, offset } = pageWindow(options.query);
  const [total, selected] = await Promise.all([
    countRows(db, table, options.where),
    db
      .select()
      .from(table as PgTable)
      .where(options.where)
      .orderBy(...options.order)
      .limit(limit)
      .offset(offset),
  ]);
  // The generic table loses drizzle's row type; it is the table's own select type.
  const rows = selected as unknown as RowOf<T>[];
  const tags = await tagsOf(
    db,
    links,
    rows.map((row) => row.id),
  );
  return { rows, tags, total };
}

export async function taggedBySlug<T extends CatalogueTable>(
  db: Database,
  table: T,
  links: TagLinkTable,
  slug: string,
): Promise<{ row: RowOf<T>; tags: TagRef[] } | null> {
  const [row] = (await db
    .select()
    .from(table as PgTable)
    .where(eq(table.slug, slug))) as unknown as RowOf<T>[];
  if (!row) return null;
  return { row, tags: (await tagsOf(db, links, [row.id])).get(row.id) ?? [] };
}
