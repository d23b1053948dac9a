/** Reads of published stores: a filtered page with item counts, and one store with its published items. */
import type { storeListQuerySchema } from '@tinkerlabs/contract/stores';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { isPublished } from '../../content/visibility.ts';
import type { Database } from '../../db/client.ts';
import { countRows, pageTotal, pageWindow, totalColumn } from '../../db/queries/pagination.ts';
import { qualified } from '../../db/queries/qualified.ts';
import { storeItems, stores } from '../../db/schema.ts';
import { alphabetical } from '../../db/queries/alphabetical.ts';

export type StoreRow = typeof stores.$inferSelect;
export type StoreItemRow = typeof storeItems.$inferSelect;
type StoreQuery = z.output<typeof storeListQuerySchema>;

const publishedItemCount = sql<number>`(select count(*)::int from store_items si where si.store_id = ${qualified(stores.id)} and si.status = 'approved')`;

export async function listStores(db: Database, query: StoreQuery) {
  const where = and(
    isPublished(stores),
    query.country ? eq(stores.country, query.country) : undefined,
    query.shipsTo
      ? sql`(${query.shipsTo} = any(${stores.shipsTo}) or 'worldwide' = any(${stores.shipsTo}))`
      : undefined,
    query.category ? sql`${query.category} = any(${stores.categories})` : undefined,
  );
  const order =
    query.sort === 'newest'
      ? [desc(stores.publishedAt), alphabetical(stores.name)]
      : [alphabetical(stores.name), asc(stores.slug)];
  const window = pageWindow(query);
  const rows = await db
    .select({ store: stores, itemCount: publishedItemCount, total: totalColumn() })
    .from(stores)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const total = await pageTotal(rows, window, () => countRows(db, stores, where));
  return { rows: rows.map((r) => ({ store: r.store, itemCount: Number(r.itemCount) })), total };
}

export async function findStore(
  db: Database,
  slug: string,
): Promise<{ store: StoreRow; items: StoreItemRow[] } | null> {
  const [store] = await db
    .select()
    .from(stores)
    .where(and(isPublished(stores), eq(stores.slug, slug)));
  if (!store) return null;
  const items = await db
    .select()
    .from(storeItems)
    .where(and(eq(storeItems.storeId, store.id), isPublished(storeItems)))
    .orderBy(asc(storeItems.category), alphabetical(storeItems.name));
  return { store, items };
}
