/**
 * Reads and writes shared by the labs catalogues' admin routes: the searchable list, one row (locked
 * for a change), tag links by slug, and the running step count that numbers a row's history.
 */
import type { AdminLabsListQuery } from '@tinkerlabs/contract/admin-labs';
import type { TagRef } from '@tinkerlabs/contract/tags';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { alphabetical } from '../../db/queries/alphabetical.ts';
import { countRows, pageWindow } from '../../db/queries/pagination.ts';
import { tagsOf } from '../../db/queries/tags.ts';
import { reviewEvents, tags, type ReviewContentType, type TagLinkTable } from '../../db/schema.ts';
import { validationFailed } from '../../http/errors.ts';
import type { LabsCatalogue, LabsRow } from './labs-catalogue.ts';

type ListQuery = { page: number; pageSize: number } & Pick<AdminLabsListQuery, 'q' | 'category'>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyCatalogue<Row extends LabsRow> = LabsCatalogue<Row, any>;

/** `%text%` for ILIKE, with the pattern characters of the text itself escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listLabsRows<Row extends LabsRow>(
  db: Database,
  catalogue: AnyCatalogue<Row>,
  query: ListQuery,
): Promise<{ rows: Row[]; total: number }> {
  const { table } = catalogue;
  const pattern = query.q ? containing(query.q) : null;
  const where: SQL | undefined = and(
    query.category && catalogue.category ? eq(catalogue.category.column, query.category) : undefined,
    pattern
      ? or(ilike(table.name, pattern), ilike(table.slug, pattern), ilike(table.summary, pattern))
      : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [total, rows] = await Promise.all([
    countRows(db, table, where),
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(alphabetical(table.name), asc(table.slug))
      .limit(limit)
      .offset(offset),
  ]);
  return { rows: rows as unknown as Row[], total };
}

/** One row by slug; `lock` holds it (FOR UPDATE) until the transaction ends. */
export async function findLabsRow<Row extends LabsRow>(
  db: Database,
  catalogue: AnyCatalogue<Row>,
  slug: string,
  options: { lock?: boolean } = {},
): Promise<Row | null> {
  const select = db
    .select()
    .from(catalogue.table as PgTable)
    .where(eq(catalogue.table.slug, slug));
  const [row] = options.lock ? await select.for('update') : await select;
  return (row as unknown as Row | undefined) ?? null;
}

export async function slugIsTaken<Row extends LabsRow>(
  db: Database,
  catalogue: AnyCatalogue<Row>,
  slug: string,
): Promise<boolean> {
  return (await findLabsRow(db, catalogue, slug)) !== null;
}

export async function tagsOfRow(
  db: Database,
  links: TagLinkTable | undefined,
  id: string,
): Promise<TagRef[]> {
  if (!links) return [];
  return (await tagsOf(db, links, [id])).get(id) ?? [];
}

/** Replaces a row's tags with `slugs`, or answers 422 naming the tags that do not exist. */
export async function replaceTags(db: Database, links: TagLinkTable, id: string, slugs: readonly string[]) {
  const wanted = [...new Set(slugs)];
  const found = wanted.length
    ? await db.select({ id: tags.id, slug: tags.slug }).from(tags).where(inArray(tags.slug, wanted))
    : [];
  const unknown = wanted.filter((slug) => !found.some((t) => t.slug === slug));
  if (unknown.length) {
    const message = `There is no tag ${unknown.map((s) => `"${s}"`).join(', ')}: choose from the existing tags.`;
    throw validationFailed({ tags: message }, message);
  }
  await db.delete(links).where(eq(links.contentId, id));
  if (found.length) await db.insert(links).values(found.map((t) => ({ contentId: id, tagId: t.id })));
}

/** The version the next history step produces: one more than the steps recorded so far. */
export async function nextStepVersion(db: Database, contentType: ReviewContentType, id: string) {
  const [row] = await db
    .select({ n: count() })
    .from(reviewEvents)
    .where(and(eq(reviewEvents.contentType, contentType), eq(reviewEvents.contentId, id)));
  return Number(row?.n ?? 0) + 1;
}
