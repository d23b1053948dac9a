/**
 * Reads of published stores: a filtered page with item counts (by cursor past the first pages), and
 * one store with its published items.
 */
import type { StoreItem, storeListQuerySchema } from '@tinkerlabs/contract/stores';
import { and, eq, getTableColumns, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isPublished } from '../../content/visibility.ts';
import type { Database } from '../../db/client.ts';
import { keyColumn, keysetPage, orderBy, pageCondition, type ListOrder } from '../../db/queries/keyset.ts';
import { cappedCountColumn } from '../../db/queries/pagination.ts';
import { pageSizeLiteral, prepared } from '../../db/queries/prepared.ts';
import { qualified } from '../../db/queries/qualified.ts';
import { storeItems, stores } from '../../db/schema.ts';

export type StoreRow = typeof stores.$inferSelect;
export type StoreItemRow = typeof storeItems.$inferSelect;
type StoreQuery = z.output<typeof storeListQuerySchema>;

const publishedItemCount = sql<number>`(select count(*)::int from store_items si where si.store_id = ${qualified(stores.id)} and si.status = 'approved')`;

type Sort = NonNullable<StoreQuery['sort']>;

/** The orders of the list (keyset.ts): each ends in the slug, which is unique. */
function storeOrder(sort: Sort): ListOrder {
  const name = { expression: sql`lower(${stores.name})`, direction: 'asc', type: 'text' } as const;
  const slug = { expression: stores.slug, direction: 'asc', type: 'text' } as const;
  if (sort === 'newest') {
    // Published stores always have a publication date (approval sets it).
    const published = { expression: stores.publishedAt, direction: 'desc', type: 'timestamp' } as const;
    return { name: sort, keys: [published, name, slug] };
  }
  return { name: sort, keys: [name, slug] };
}

/** Published stores, where, to where and what they sell when given (values or placeholders). */
function storeFilter(
  country?: string | Placeholder,
  shipsTo?: string | Placeholder,
  category?: string | Placeholder,
) {
  return and(
    isPublished(stores),
    country ? eq(stores.country, country) : undefined,
    shipsTo
      ? sql`(${shipsTo}::text = any(${stores.shipsTo}) or 'worldwide' = any(${stores.shipsTo}))`
      : undefined,
    category ? sql`${category}::text = any(${stores.categories})` : undefined,
  );
}

/**
 * What the list shows of a store (presentStoreSummary): reading every column made drizzle turn five
 * timestamps a row into dates for nothing.
 */
const summaryColumns = {
  slug: stores.slug,
  name: stores.name,
  website: stores.website,
  country: stores.country,
  shipsTo: stores.shipsTo,
  categories: stores.categories,
  description: stores.description,
  logo: stores.logo,
};

/** A page of published stores by name (or newest first), with their item counts; by cursor past the first pages. */
export async function listStores(db: Database, query: StoreQuery) {
  const sort = query.sort ?? 'name';
  const shape = {
    country: Boolean(query.country),
    shipsTo: Boolean(query.shipsTo),
    category: Boolean(query.category),
  };
  const name = `store_list_${sort}${shape.country ? '_country' : ''}${shape.shipsTo ? '_ships' : ''}${shape.category ? '_category' : ''}`;
  const order = storeOrder(sort);
  const page = await keysetPage(db, query, {
    name,
    order,
    table: stores,
    where: () => storeFilter(query.country, query.shipsTo, query.category),
    values: { country: query.country ?? '', shipsTo: query.shipsTo ?? '', category: query.category ?? '' },
    statement: (start, pageShape) =>
      prepared(db, name + pageShape, (statementName) => {
        const placeholder = (given: boolean, key: string) => (given ? sql.placeholder(key) : undefined);
        const filter = storeFilter(
          placeholder(shape.country, 'country'),
          placeholder(shape.shipsTo, 'shipsTo'),
          placeholder(shape.category, 'category'),
        );
        return db
          .select({
            store: summaryColumns,
            itemCount: publishedItemCount,
            pageKeys: keyColumn(order),
            total: cappedCountColumn(stores, filter, start.countCap),
          })
          .from(stores)
          .where(and(filter, pageCondition(order, start, { table: stores, id: stores.id, filter })))
          .orderBy(...orderBy(order))
          .limit(pageSizeLiteral(start.limit))
          .prepare(statementName);
      }),
  });
  return { ...page, rows: page.rows.map((r) => ({ store: r.store, itemCount: Number(r.itemCount) })) };
}

/**
 * A column to select beside stores: each one's published items as the public page lists them (by
 * category, then name), as JSON, so that a store and its items are one query.
 */
export function publishedItemsColumn(): SQL<StoreItem[]> {
  // In a select list drizzle writes columns without their table: `qualified` (q) names them.
  const q = qualified;
  return sql<StoreItem[]>`(select coalesce(json_agg(json_build_object('uniqueKey', ${q(storeItems.uniqueKey)},
      'name', ${q(storeItems.name)}, 'description', ${q(storeItems.description)}, 'price', ${q(storeItems.price)},
      'currency', ${q(storeItems.currency)}, 'url', ${q(storeItems.url)}, 'category', ${q(storeItems.category)},
      'image', ${q(storeItems.image)}) order by ${q(storeItems.category)}, lower(${q(storeItems.name)})), '[]'::json)
    from ${storeItems} where ${q(storeItems.storeId)} = ${q(stores.id)} and ${q(storeItems.status)} = 'approved')`;
}

/** The published store at `slug` with its published items: one prepared statement. */
export async function findStore(
  db: Database,
  slug: string,
): Promise<{ store: StoreRow; items: StoreItem[] } | null> {
  const [found] = await prepared(db, 'store_by_slug', (name) =>
    db
      .select({ ...getTableColumns(stores), items: publishedItemsColumn() })
      .from(stores)
      .where(and(isPublished(stores), eq(stores.slug, sql.placeholder('slug'))))
      .prepare(name),
  ).execute({ slug });
  if (!found) return null;
  const { items, ...store } = found;
  return { store, items };
}
