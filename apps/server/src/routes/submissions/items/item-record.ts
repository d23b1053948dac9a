/**
 * Reads of store items in any state for the workflow (each with its store's slug and name), and the
 * item record as the contract shows it.
 */
import type { HistoryEntry } from '@tinkerlabs/contract/history';
import type { StoreItem } from '@tinkerlabs/contract/stores';
import type { ItemRecord, ItemReviewItem } from '@tinkerlabs/contract/submissions';
import { asc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { historyColumn, historyFromJson, reviewHistoryOf } from '../../../content/review-history.ts';
import {
  pendingPage,
  queueColumns,
  queuePageStatement,
  waitingLongestFirst,
} from '../../../content/review-queue.ts';
import type { Database } from '../../../db/client.ts';
import { prepared } from '../../../db/queries/prepared.ts';
import { projectComponents, projects, storeItems, stores } from '../../../db/schema.ts';
import { presentStoreItem } from '../../stores/store-presenter.ts';
import { itemHintsColumn } from './item-duplicates.ts';
import { isUuid } from '../shared/is-uuid.ts';
import { presentModeration } from '../shared/moderation-presenter.ts';
import type { QueueAdds, Referrer } from '../shared/submission-kind.ts';

export type ItemRow = typeof storeItems.$inferSelect & {
  store: { slug: string; name: string; status: string };
};

/** Items have no page of their own: the public sees them on their store's page. */
export const itemPublicPath = (row: { store: { slug: string } }) => `/stores/${row.store.slug}`;

function selectItems(db: Database, where: SQL) {
  return db
    .select({
      ...getTableColumns(storeItems),
      store: { slug: stores.slug, name: stores.name, status: stores.status },
    })
    .from(storeItems)
    .innerJoin(stores, eq(stores.id, storeItems.storeId))
    .where(where);
}

export async function findItemRow(db: Database, id: string, options: { lock?: boolean } = {}) {
  if (!isUuid(id)) return null;
  const query = selectItems(db, eq(storeItems.id, id));
  const [row] = options.lock ? await query.for('update', { of: storeItems }) : await query;
  return row ?? null;
}

export function findItemRows(db: Database, ids: readonly string[]): Promise<ItemRow[]> {
  return ids.length ? selectItems(db, inArray(storeItems.id, [...ids])) : Promise.resolve([]);
}

/** Unique keys compare case-insensitively. */
export async function findItemByKey(db: Database, uniqueKey: string): Promise<ItemRow | null> {
  const [row] = await selectItems(db, sql`lower(${storeItems.uniqueKey}) = lower(${uniqueKey})`);
  return row ?? null;
}

/** The projects that list each of `itemIds` as a component, by title. */
async function projectsUsing(db: Database, itemIds: readonly string[]) {
  const result = new Map<string, { slug: string; title: string }[]>(itemIds.map((id) => [id, []]));
  if (itemIds.length === 0) return result;
  const rows = await db
    .selectDistinct({ itemId: projectComponents.storeItemId, slug: projects.slug, title: projects.title })
    .from(projectComponents)
    .innerJoin(projects, eq(projects.id, projectComponents.projectId))
    .where(inArray(projectComponents.storeItemId, [...itemIds]))
    .orderBy(asc(projects.title), asc(projects.slug), asc(projectComponents.storeItemId));
  for (const { itemId, ...project } of rows) result.get(itemId)?.push(project);
  return result;
}

export async function loadItemRecord(db: Database, row: ItemRow): Promise<ItemRecord> {
  return (await loadItemRecords(db, [row]))[0]!;
}

/** The records of several items, in the order of `rows`, with a query per kind of detail. */
export async function loadItemRecords(db: Database, rows: readonly ItemRow[]): Promise<ItemRecord[]> {
  const ids = rows.map((row) => row.id);
  const [usedBy, history] = await Promise.all([
    projectsUsing(db, ids),
    reviewHistoryOf(db, 'storeItem', ids),
  ]);
  return rows.map((row) => presentItemRecord(row, usedBy.get(row.id) ?? [], history.get(row.id) ?? []));
}

function presentItemRecord(
  row: ItemRow,
  usedBy: { slug: string; title: string }[],
  history: HistoryEntry[],
): ItemRecord {
  return {
    ...presentModeration(row, history, itemPublicPath(row)),
    uniqueKey: row.uniqueKey,
    store: { slug: row.store.slug, name: row.store.name },
    name: row.name,
    description: row.description,
    price: row.price,
    currency: row.currency,
    url: row.url,
    category: row.category,
    image: row.image,
    usedBy,
  };
}

/**
 * A page of the review queue, each item with its store, its history and its duplicate hints (the
 * rest of what the public will see comes with its preview), and the total: one statement.
 */
export function itemQueuePage(db: Database, window: { limit: number; offset: number }) {
  return prepared(db, queuePageStatement('item_review_queue', window), (name) => {
    const page = pendingPage(db, storeItems, storeItems.updatedAt, window);
    return db
      .select({
        ...queueColumns(storeItems),
        uniqueKey: storeItems.uniqueKey,
        name: storeItems.name,
        store: { slug: stores.slug, name: stores.name, status: stores.status },
        history: historyColumn('storeItem', storeItems.id),
        hints: itemHintsColumn(),
        total: page.total,
      })
      .from(page)
      .innerJoin(storeItems, eq(storeItems.id, page.id))
      .innerJoin(stores, eq(stores.id, storeItems.storeId))
      .orderBy(...waitingLongestFirst(storeItems, storeItems.updatedAt))
      .prepare(name);
  }).execute({ offset: window.offset });
}

export type ItemQueueRow = Awaited<ReturnType<typeof itemQueuePage>>[number];

export const itemQueueRecord = (row: ItemQueueRow): Omit<ItemReviewItem, QueueAdds> => ({
  ...presentModeration(row, historyFromJson(row.history), itemPublicPath(row)),
  uniqueKey: row.uniqueKey,
  store: { slug: row.store.slug, name: row.store.name },
  name: row.name,
});

/** Exactly what the store's public page shows of the item. */
export async function itemPreview(_db: Database, row: ItemRow): Promise<StoreItem> {
  return presentStoreItem(row);
}

export async function itemReferrers(db: Database, row: ItemRow): Promise<Referrer[]> {
  return ((await projectsUsing(db, [row.id])).get(row.id) ?? []).map((p) => ({
    kind: 'projects',
    title: p.title,
    path: `/dashboard/projects/${p.slug}/edit`,
  }));
}
