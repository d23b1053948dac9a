/**
 * Uploads that no content refers to (an image picked for a draft that was then deleted, a cover
 * replaced, a form abandoned) are removed once a grace period has passed, so storage does not fill up
 * with files nobody sees. A file counts as used while any article, blog post, project, store, item,
 * lesson or programming page names its address, whatever that content's status. The hourly
 * clean-up (hourly-cleanup.ts) runs it.
 *
 * It also lists the store for files that have no record at all: an upload whose store kept the file
 * though its answer was lost (an S3 service that failed after writing), or whose record was never
 * written (the database failed, the process stopped), and files a backup took along while they were
 * being uploaded. Those go after the same grace period, unless content names them; the seed's
 * drawings (SVG, never an upload) and names that are not an upload's stay, so a shared bucket's
 * other objects are safe.
 */
import { and, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploads } from '../../db/schema.ts';
import type { Storage } from '../../storage/storage.ts';
import { uploadName } from './uploaded-file-routes.ts';

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

/** True while any content names `/uploads/<key>`, `key` being a column or a value. */
function referenced(key: SQL): SQL {
  const used = sql.join(
    referencingColumns.map(
      ([table, column]) =>
        sql`select 1 from ${sql.identifier(table)} where strpos(${sql.identifier(table)}.${sql.identifier(column)}::text, '/uploads/' || ${key}) > 0`,
    ),
    sql` union all `,
  );
  return sql`exists (${used})`;
}

/**
 * Deletes the files and rows of uploads older than `graceMs` that nothing refers to, then the files
 * older than that with no row that nothing refers to; returns their keys.
 * @example await removeUnreferencedUploads(db, storage) // e.g. ['0f0e….webp']
 */
export async function removeUnreferencedUploads(
  db: Database,
  storage: Storage,
  { graceMs = defaultUploadGraceMs, now = new Date() }: { graceMs?: number; now?: Date } = {},
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - graceMs);
  const unused = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(and(lt(uploads.createdAt, cutoff), sql`not ${referenced(sql`${uploads.key}`)}`));
  const keys = unused.map((row) => row.key);
  for (const key of keys) await storage.delete(key);
  if (keys.length > 0) await db.delete(uploads).where(inArray(uploads.key, keys));
  return [...keys, ...(await removeUnrecordedFiles(db, storage, cutoff))];
}

/** Files stored before `cutoff` with no row in `uploads` and no content naming them. */
async function removeUnrecordedFiles(db: Database, storage: Storage, cutoff: Date): Promise<string[]> {
  const removed: string[] = [];
  let batch: string[] = [];
  const sweep = async () => {
    if (batch.length === 0) return;
    const candidates = sql.join(
      batch.map((key) => sql`(${key})`),
      sql`, `,
    );
    const result = await db.execute(
      sql`select c.key from (values ${candidates}) as c(key)
          where not exists (select 1 from ${uploads} where ${uploads.key} = c.key)
            and not ${referenced(sql`c.key`)}`,
    );
    // node-postgres answers { rows }, PGlite's drizzle driver too (as search-query.ts reads it).
    const unrecorded = ((result as { rows?: unknown }).rows ?? result) as { key: string }[];
    for (const { key } of unrecorded) {
      await storage.delete(key);
      removed.push(key);
    }
    batch = [];
  };
  for await (const file of storage.list()) {
    if (file.lastModified >= cutoff || !uploadName.test(file.key) || file.key.endsWith('.svg')) continue;
    batch.push(file.key);
    if (batch.length >= 500) await sweep();
  }
  await sweep();
  return removed;
}
