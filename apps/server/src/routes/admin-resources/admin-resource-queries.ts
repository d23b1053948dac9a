/**
 * Reads and writes behind /api/admin/resources: the searchable list, one resource (locked for a
 * change), its tag links, a free slug, and the running step count that numbers its history.
 */
import type { adminResourceListQuerySchema } from '@tinkerlabs/contract/admin-resources';
import { slugify } from '@tinkerlabs/rich-text/slug';
import { and, asc, count, eq, ilike, like, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { alphabetical } from '../../db/queries/alphabetical.ts';
import { countRows, pageWindow } from '../../db/queries/pagination.ts';
import { resourceTags, resources, reviewEvents } from '../../db/schema.ts';

export type ResourceRow = typeof resources.$inferSelect;
type ListQuery = z.output<typeof adminResourceListQuerySchema>;

/** `%text%` for ILIKE, with the pattern characters of the text itself escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listAdminResources(db: Database, query: ListQuery) {
  const pattern = query.q ? containing(query.q) : null;
  const where = and(
    query.kind ? eq(resources.kind, query.kind) : undefined,
    query.collection ? eq(resources.collection, query.collection) : undefined,
    pattern
      ? or(
          ilike(resources.title, pattern),
          ilike(resources.slug, pattern),
          ilike(resources.summary, pattern),
          ilike(resources.publisher, pattern),
          sql`array_to_string(${resources.authors}, ' ') ilike ${pattern}`,
        )
      : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [total, rows] = await Promise.all([
    countRows(db, resources, where),
    db
      .select()
      .from(resources)
      .where(where)
      .orderBy(alphabetical(resources.title), asc(resources.slug))
      .limit(limit)
      .offset(offset),
  ]);
  return { rows, total };
}

export async function findResourceById(
  db: Database,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ResourceRow | null> {
  // Not a uuid: no such resource (and no database error about the type).
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const query = db.select().from(resources).where(eq(resources.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findResourceBySlug(db: Database, slug: string): Promise<ResourceRow | null> {
  const [row] = await db.select().from(resources).where(eq(resources.slug, slug));
  return row ?? null;
}

export async function replaceResourceTags(db: Database, resourceId: string, tagIds: readonly string[]) {
  await db.delete(resourceTags).where(eq(resourceTags.contentId, resourceId));
  if (tagIds.length) {
    await db.insert(resourceTags).values(tagIds.map((tagId) => ({ contentId: resourceId, tagId })));
  }
}

/**
 * `base` if no other resource has it, else the first free `base-n`.
 * @example await freeResourceSlug(db, 'sutton-barto', null) // 'sutton-barto-2' when taken
 */
export async function freeResourceSlug(db: Database, base: string, resourceId: string | null) {
  const rows = await db
    .select({ slug: resources.slug })
    .from(resources)
    .where(
      and(
        or(eq(resources.slug, base), like(resources.slug, `${base}-%`)),
        resourceId ? ne(resources.id, resourceId) : undefined,
      ),
    );
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** @example deriveResourceSlug('Reinforcement Learning: An Introduction') // 'reinforcement-learning-an-introduction' */
export function deriveResourceSlug(title: string): string {
  return slugify(title).slice(0, 80).replace(/-+$/, '') || 'resource';
}

/** How many history steps the resource has: its next step's version is this + 1. */
export async function historyStepCount(db: Database, resourceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviewEvents)
    .where(and(eq(reviewEvents.contentType, 'resource'), eq(reviewEvents.contentId, resourceId)));
  return Number(row?.n ?? 0);
}
