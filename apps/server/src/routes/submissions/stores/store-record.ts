/** Reads of stores in any state for the workflow, and the store record as the contract shows it. */
import type { HistoryEntry } from '@tinkerlabs/contract/history';
import type { StoreDetail } from '@tinkerlabs/contract/stores';
import type { StoreRecord, StoreReviewItem } from '@tinkerlabs/contract/submissions';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { historyColumn, historyFromJson, reviewHistoryOf } from '../../../content/review-history.ts';
import {
  pendingPage,
  queueColumns,
  queuePageStatement,
  waitingLongestFirst,
} from '../../../content/review-queue.ts';
import type { Database } from '../../../db/client.ts';
import { alphabetical } from '../../../db/queries/alphabetical.ts';
import { prepared } from '../../../db/queries/prepared.ts';
import { storeItems, stores } from '../../../db/schema.ts';
import { presentStoreDetail } from '../../stores/store-presenter.ts';
import { publishedItemsColumn } from '../../stores/store-queries.ts';
import { storeHintsColumn } from './store-duplicates.ts';
import { isUuid } from '../shared/is-uuid.ts';
import { presentModeration } from '../shared/moderation-presenter.ts';
import type { QueueAdds, Referrer } from '../shared/submission-kind.ts';

export type StoreRow = typeof stores.$inferSelect;

export const storePublicPath = (row: { slug: string }) => `/stores/${row.slug}`;

export async function findStoreRow(db: Database, id: string, options: { lock?: boolean } = {}) {
  if (!isUuid(id)) return null;
  const query = db.select().from(stores).where(eq(stores.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export function findStoreRows(db: Database, ids: readonly string[]): Promise<StoreRow[]> {
  return ids.length
    ? db
        .select()
        .from(stores)
        .where(inArray(stores.id, [...ids]))
    : Promise.resolve([]);
}

export async function findStoreBySlug(db: Database, slug: string): Promise<StoreRow | null> {
  const [row] = await db.select().from(stores).where(eq(stores.slug, slug));
  return row ?? null;
}

export async function loadStoreRecord(db: Database, row: StoreRow): Promise<StoreRecord> {
  return (await loadStoreRecords(db, [row]))[0]!;
}

/** The records of several stores, in the order of `rows`, with a query per kind of detail. */
export async function loadStoreRecords(db: Database, rows: readonly StoreRow[]): Promise<StoreRecord[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [counted, history] = await Promise.all([
    db
      .select({ storeId: storeItems.storeId, n: count() })
      .from(storeItems)
      .where(inArray(storeItems.storeId, ids))
      .groupBy(storeItems.storeId),
    reviewHistoryOf(db, 'store', ids),
  ]);
  const itemCounts = new Map(counted.map((c) => [c.storeId, Number(c.n)]));
  return rows.map((row) => presentStoreRecord(row, itemCounts.get(row.id) ?? 0, history.get(row.id) ?? []));
}

function presentStoreRecord(row: StoreRow, itemCount: number, history: HistoryEntry[]): StoreRecord {
  return {
    ...presentModeration(row, history, storePublicPath(row)),
    slug: row.slug,
    name: row.name,
    website: row.website,
    description: row.description,
    country: row.country,
    shipsTo: row.shipsTo,
    categories: row.categories,
    logo: row.logo,
    itemCount,
  };
}

/**
 * A page of the review queue, each store with its history and duplicate hints (the rest of what the
 * public will see comes with its preview), and the total: one statement.
 */
export function storeQueuePage(db: Database, window: { limit: number; offset: number }) {
  return prepared(db, queuePageStatement('store_review_queue', window), (name) => {
    const page = pendingPage(db, stores, stores.updatedAt, window);
    return db
      .select({
        ...queueColumns(stores),
        slug: stores.slug,
        name: stores.name,
        history: historyColumn('store', stores.id),
        hints: storeHintsColumn(),
        total: page.total,
      })
      .from(page)
      .innerJoin(stores, eq(stores.id, page.id))
      .orderBy(...waitingLongestFirst(stores, stores.updatedAt))
      .prepare(name);
  }).execute({ offset: window.offset });
}

export type StoreQueueRow = Awaited<ReturnType<typeof storeQueuePage>>[number];

export const storeQueueRecord = (row: StoreQueueRow): Omit<StoreReviewItem, QueueAdds> => ({
  ...presentModeration(row, historyFromJson(row.history), storePublicPath(row)),
  slug: row.slug,
  name: row.name,
});

/** The public detail of the store as it will read once approved (its approved items only): one statement. */
export async function storePreview(db: Database, row: StoreRow): Promise<StoreDetail> {
  const [found] = await prepared(db, 'store_preview', (name) =>
    db
      .select({ items: publishedItemsColumn() })
      .from(stores)
      .where(eq(stores.id, sql.placeholder('id')))
      .prepare(name),
  ).execute({ id: row.id });
  return presentStoreDetail(row, found?.items ?? []);
}

/** The items of the store: deleting it would take them along. */
export async function storeReferrers(db: Database, row: StoreRow): Promise<Referrer[]> {
  const items = await db
    .select({ name: storeItems.name, uniqueKey: storeItems.uniqueKey })
    .from(storeItems)
    .where(eq(storeItems.storeId, row.id))
    .orderBy(alphabetical(storeItems.name));
  return items.map((item) => ({
    kind: 'items',
    title: item.name,
    path: `/dashboard/items/${encodeURIComponent(item.uniqueKey)}/edit`,
  }));
}
