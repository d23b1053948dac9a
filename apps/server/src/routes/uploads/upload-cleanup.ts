/**
 * Uploads that no content refers to (an image picked for a draft that was then deleted, a cover
 * replaced, a form abandoned) are removed once a grace period has passed, so storage does not fill up
 * with files nobody sees. A file counts as used while any article, blog post, project, store, item,
 * lesson or programming page names its address, whatever that content's status. The hourly
 * clean-up (hourly-cleanup.ts) runs it.
 */
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import type { Storage } from '../../storage/storage.ts';

export const defaultUploadGraceMs = 24 * 60 * 60 * 1000;

/** Where content may name an upload: (table, column) pairs, text or JSON. */
const referencingColumns = [
  ['articles', 'cover_image'],
  ['articles', 'body'],
  ['blog_posts', 'cover_image'],
  ['blog_posts', 'body'],
  ['projects', 'cover_image'],
  ['projects', 'body'],
  ['stores', 'logo'],
  ['store_items', 'image'],
  ['learninghub_topics', 'body'],
  ['programming_languages', 'introduction'],
] as const;

/**
 * Deletes the files and rows of uploads older than `graceMs` that nothing refers to; returns their keys.
 * @example await removeUnreferencedUploads(db, storage) // e.g. ['0f0e….webp']
 */
export async function removeUnreferencedUploads(
  db: Database,
  storage: Storage,
  { graceMs = defaultUploadGraceMs, now = new Date() }: { graceMs?: number; now?: Date } = {},
): Promise<string[]> {
  const used = sql.join(
    referencingColumns.map(
      ([table, column]) =>
        sql`select 1 from ${sql.identifier(table)} where strpos(${sql.identifier(table)}.${sql.identifier(column)}::text, '/uploads/' || ${uploads.key}) > 0`,
    ),
    sql` union all `,
  );
  const unused = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(lt(uploads.createdAt, new Date(now.getTime() - graceMs)), sql`not exists (${used})`));
  const keys = unused.map((row) => row.key);
  for (const key of keys) await storage.delete(key);
  if (keys.length > 0) await db.delete(uploads).where(inArray(uploads.key, keys));
  return keys;
}
