/**
 * Unique slugs for any table with a `slug` column (articles, stores, projects): find the first free
 * `base`, `base-2`, `base-3` … in one query, and survive two writers racing for the same slug.
 */
import { slugify } from '@tinkerlabs/rich-text/slug';
import { and, like, ne } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { isUniqueViolation } from '../db/queries/unique-violation.ts';

/** Where the slugs live: the table, its slug column and its id column. */
export interface SlugColumns {
  table: PgTable;
  slug: PgColumn;
  id: PgColumn;
}

const derivedSlugLength = 80;

/**
 * @example deriveSlug('PID control: a first look') // 'pid-control-a-first-look'
 * @example deriveSlug('') // 'untitled'
 */
export function deriveSlug(title: string): string {
  return trimSlug(slugify(title), derivedSlugLength) || 'untitled';
}

/**
 * `base` if no other row (than `exceptId`) has it, else the first free `base-n`, at most `maxLength` long.
 * @example await freeSlugIn(tx, { table: stores, slug: stores.slug, id: stores.id }, 'maker-parts', null, 100)
 */
export async function freeSlugIn(
  db: Database,
  columns: SlugColumns,
  base: string,
  exceptId: string | null,
  maxLength: number,
): Promise<string> {
  // Every candidate starts with this stem (a suffix takes at most 6 characters), so one query finds
  // all the slugs in the way.
  const stem = trimSlug(base, maxLength - 6);
  const rows = await db
    .select({ slug: columns.slug })
    .from(columns.table)
    .where(and(like(columns.slug, `${stem}%`), exceptId ? ne(columns.id, exceptId) : undefined));
  const taken = new Set(rows.map((r) => r.slug as string));
  if (!taken.has(base)) return base;
  for (let n = 2; n < 100_000; n++) {
    const suffix = `-${n}`;
    const candidate = `${trimSlug(base, maxLength - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
  return `${stem}-${crypto.randomUUID().slice(0, 5)}`;
}

/**
 * Runs a write that checks a unique value (slug, key) before inserting it. Two writers may both find
 * it free: the unique index lets one win and the other runs again once, when its own check sees the
 * value taken (409 for one the member typed) or picks the next free one (a derived slug).
 * @example const row = await retryOnUniqueRace(() => db.transaction((tx) => insertStore(tx, input)))
 */
export async function retryOnUniqueRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return write();
  }
}

function trimSlug(slug: string, length: number): string {
  return slug.slice(0, length).replace(/-+$/, '');
}
