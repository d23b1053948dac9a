/**
 * Keeps `search_documents` in step with the content. Call `refreshSearchDocuments(db, type, ids)`
 * after any write that creates, edits, publishes, unpublishes or deletes content of a searchable
 * type (inside the same transaction); it re-reads those rows and adds, updates or removes their
 * entries. Refreshing a store also refreshes its items, whose visibility follows the store's. A
 * change to a learning-hub domain's slug or title must refresh its topics. The seed rebuilds the
 * whole index with `refreshSearchIndex`.
 */
import { searchTypes, type SearchType } from '@tinkerlabs/contract/search';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { searchDocuments, storeItems } from '../db/schema.ts';
import { searchSources } from './search-sources.ts';

const batchSize = 100;

let generation = 0;

/**
 * A number that changes whenever this process changes the index: cached search answers (see
 * search-cache.ts) made under another generation are not used.
 */
export const searchIndexGeneration = () => generation;

/**
 * @example await refreshSearchDocuments(tx, 'article', [article.id]) // after approving an article
 */
export async function refreshSearchDocuments(
  db: Database,
  type: SearchType,
  ids?: readonly string[],
): Promise<void> {
  if (ids && ids.length === 0) return;
  generation++;
  const documents = await searchSources[type](db, ids);
  const kept = documents.map((d) => d.contentId);
  await db.delete(searchDocuments).where(
    and(
      eq(searchDocuments.contentType, type),
      ids ? inArray(searchDocuments.contentId, [...ids]) : undefined,
      // One array parameter, not one per id: a full refresh keeps 70 000 articles, past the
      // 65 535 parameters a statement may have.
      kept.length ? sql`${searchDocuments.contentId} <> all(${`{${kept.join(',')}}`}::uuid[])` : undefined,
    ),
  );
  for (let i = 0; i < documents.length; i += batchSize) {
    await db
      .insert(searchDocuments)
      .values(documents.slice(i, i + batchSize))
      .onConflictDoUpdate({
        target: [searchDocuments.contentType, searchDocuments.contentId],
        set: {
          slug: sql`excluded.slug`,
          path: sql`excluded.path`,
          title: sql`excluded.title`,
          summary: sql`excluded.summary`,
          body: sql`excluded.body`,
          publishedAt: sql`excluded.published_at`,
        },
      });
  }
  if (type === 'store' && ids) {
    const items = await db
      .select({ id: storeItems.id })
      .from(storeItems)
      .where(inArray(storeItems.storeId, [...ids]));
    await refreshSearchDocuments(
      db,
      'storeItem',
      items.map((i) => i.id),
    );
  }
}

/** Rebuilds every type's entries: what is published is indexed, anything else is removed. */
export async function refreshSearchIndex(db: Database): Promise<void> {
  for (const type of searchTypes) await refreshSearchDocuments(db, type);
}
