/**
 * Reads shared by the tagged catalogue tables (boards, hardware, resources …): a filtered, sorted
 * page with each row's tags, and one row by slug with its tags, each in one query.
 */
import type { PageQuery } from '@tinkerlabs/contract/pagination';
import type { TagRef } from '@tinkerlabs/contract/tags';
import { eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../client.ts';
import type { TagLinkTable } from '../schema.ts';
import { countRows, pageTotal, pageWindow, totalColumn } from './pagination.ts';
import { prepared } from './prepared.ts';
import { tagsColumn } from './tags.ts';

type CatalogueTable = PgTable & { id: PgColumn; slug: PgColumn };
type RowOf<T extends CatalogueTable> = T['$inferSelect'] & { id: string };

export async function taggedPage<T extends CatalogueTable>(
  db: Database,
  table: T,
  links: TagLinkTable,
  options: {
    where: SQL | undefined;
    order: SQL[];
    query: PageQuery;
    /**
     * Names the order of an unfiltered page (`where` undefined), the catalogue's first view: that
     * statement is then prepared once (prepared.ts). A filtered page is built per request.
     */
    unfilteredOrder?: string;
  },
): Promise<{ rows: RowOf<T>[]; tags: Map<string, TagRef[]>; total: number }> {
  const window = pageWindow(options.query);
  const build = () =>
    db
      .select({ row: table, tags: tagsColumn(links, table.id), total: totalColumn() })
      .from(table as PgTable)
      .where(options.where)
      .orderBy(...options.order);
  const selected =
    options.where === undefined && options.unfilteredOrder
      ? await prepared(db, `${getTableName(table)}_page_${options.unfilteredOrder}`, (name) =>
          build().limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name),
        ).execute(window)
      : await build().limit(window.limit).offset(window.offset);
  const total = await pageTotal(selected, window, () => countRows(db, table, options.where));
  // The generic table loses drizzle's row type; it is the table's own select type.
  const rows = selected.map((entry) => entry.row as unknown as RowOf<T>);
  const tags = new Map(rows.map((row, i) => [row.id, selected[i]?.tags ?? []]));
  return { rows, tags, total };
}

export async function taggedBySlug<T extends CatalogueTable>(
  db: Database,
  table: T,
  links: TagLinkTable,
  slug: string,
): Promise<{ row: RowOf<T>; tags: TagRef[] } | null> {
  const statement = prepared(db, `${getTableName(table)}_by_slug`, (name) =>
    db
      .select({ row: table, tags: tagsColumn(links, table.id) })
      .from(table as PgTable)
      .where(eq(table.slug, sql.placeholder('slug')))
      .prepare(name),
  );
  const [found] = await statement.execute({ slug });
  if (!found) return null;
  return { row: found.row as unknown as RowOf<T>, tags: found.tags };
}
