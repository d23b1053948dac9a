/**
 * Writes the generated articles a batch at a time. A batch's rows (articles, tags, review history,
 * notifications) go in one transaction; its search entries in a second once the first has committed,
 * written by `refreshSearchDocuments` as approving an article writes them. On PostgreSQL three
 * things overlap, on separate connections: generating one batch, inserting the one before and
 * indexing the one before that. PGlite has a single connection, so there they take turns.
 */
import type { DatabaseHandle, Database } from '../client.ts';
import { articleTags, articles, notifications, reviewEvents } from '../schema.ts';
import { refreshSearchDocuments } from '../../search/search-index.ts';
import type { ArticleBatch, ArticleGenerator } from './articles.ts';
import { insertRows } from './batch-insert.ts';
import type { Progress } from './progress-line.ts';

const batchSize = 1_000;

/** @example await writeArticles(database, new ArticleGenerator(random, context, 0), 100_000, progress) */
export async function writeArticles(
  database: DatabaseHandle,
  generator: ArticleGenerator,
  total: number,
  progress: Progress,
): Promise<void> {
  const overlap = database.kind === 'postgres';
  let written = 0;
  let failure: unknown = null;
  const fail = (error: unknown) => {
    failure ??= error;
  };
  let inserting: Promise<void> = Promise.resolve();
  let indexing: Promise<void> = Promise.resolve();
  progress.update('articles', 0, total);
  for (let generated = 0; generated < total;) {
    const batch = generator.batch(Math.min(batchSize, total - generated));
    generated += batch.articles.length;
    await inserting;
    if (!overlap) await indexing;
    if (failure) throw failure;
    const inserted = insertBatch(database.db, batch);
    const indexedBefore = indexing;
    inserting = inserted.catch(fail);
    indexing = (async () => {
      await inserted;
      await indexedBefore;
      await database.db.transaction((tx) => refreshSearchDocuments(tx, 'article', batch.approvedIds));
      written += batch.articles.length;
      progress.update('articles', written, total);
    })().catch(fail);
  }
  await inserting;
  await indexing;
  if (failure) throw failure;
}

function insertBatch(db: Database, batch: ArticleBatch): Promise<void> {
  return db.transaction(async (tx) => {
    await insertRows(tx, articles, batch.articles);
    await insertRows(tx, articleTags, batch.articleTags);
    await insertRows(tx, reviewEvents, batch.reviewEvents);
    await insertRows(tx, notifications, batch.notifications);
  });
}
