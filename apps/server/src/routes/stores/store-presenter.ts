/** Store and item rows → the contract's store shapes. */
import type { StoreDetail, StoreItem, StoreSummary } from '@tinkerlabs/contract/stores';
import { regionName } from './region-name.ts';
import type { StoreItemRow, StoreRow } from './store-queries.ts';

export function presentStoreSummary(
  store: Pick<
    StoreRow,
    'slug' | 'name' | 'website' | 'country' | 'shipsTo' | 'categories' | 'description' | 'logo'
  >,
  itemCount: number,
): StoreSummary {
  return {
    slug: store.slug,
    name: store.name,
    website: store.website,
    country: store.country,
    countryName: regionName(store.country),
    shipsTo: store.shipsTo,
    shipsToNames: store.shipsTo.map(regionName),
    categories: store.categories,
    description: store.description,
    logo: store.logo,
    itemCount,
  };
}

export function presentStoreItem(item: StoreItemRow): StoreItem {
  return {
    uniqueKey: item.uniqueKey,
    name: item.name,
    description: item.description,
    price: item.price,
    currency: item.currency,
    url: item.url,
    category: item.category,
    image: item.image,
  };
}

/** `items` as the page lists them (presentStoreItem, or the query's publishedItemsColumn). */
export function presentStoreDetail(store: StoreRow, items: StoreItem[]): StoreDetail {
  return { ...presentStoreSummary(store, items.length), items };
}
