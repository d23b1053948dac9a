/**
 * Generated stores that members suggested, and the items they sell, each with its review history.
 * Items are suggested for approved stores only (the route asks for one), priced in the store's
 * currency; the approved items are what generated projects list as components.
 */
import { deriveSlug } from '../../content/unique-slug.ts';
import type { ContentStatus, storeItems, stores } from '../schema.ts';
import type { GenerationContext } from './generation-context.ts';
import type { Member } from './members.ts';
import { partCategories, parts } from './parts.ts';
import { reviewHistory, type NotificationRow, type ReviewEventRow } from './review-steps.ts';
import { between, chance, pick, popularIndex, sample, skewed, uuid, type Random } from './seeded-values.ts';
import { timeBetween } from './timeline.ts';

type StoreRow = typeof stores.$inferInsert;
type ItemRow = typeof storeItems.$inferInsert;

export interface StoreRows {
  stores: StoreRow[];
  items: ItemRow[];
  reviewEvents: ReviewEventRow[];
  notifications: NotificationRow[];
  approvedStoreIds: string[];
  /** Approved items of approved stores: what a project may list. */
  listableItemIds: string[];
}

const places = [
  { city: 'Berlin', country: 'DE', currency: 'EUR', perUsd: 0.92 },
  { city: 'Lyon', country: 'FR', currency: 'EUR', perUsd: 0.92 },
  { city: 'Utrecht', country: 'NL', currency: 'EUR', perUsd: 0.92 },
  { city: 'Leeds', country: 'GB', currency: 'GBP', perUsd: 0.79 },
  { city: 'Austin', country: 'US', currency: 'USD', perUsd: 1 },
  { city: 'Toronto', country: 'CA', currency: 'CAD', perUsd: 1.36 },
  { city: 'Osaka', country: 'JP', currency: 'JPY', perUsd: 150 },
  { city: 'Gdansk', country: 'PL', currency: 'PLN', perUsd: 4 },
  { city: 'Melbourne', country: 'AU', currency: 'AUD', perUsd: 1.5 },
  { city: 'Bangalore', country: 'IN', currency: 'INR', perUsd: 83 },
] as const;

const namePrefixes = ['Maker', 'Volt', 'Circuit', 'Robo', 'Proto', 'Solder', 'Spark', 'Ohm', 'Flux', 'Byte'];
const nameKinds = ['Parts', 'Supply', 'Components', 'Lab', 'Works', 'Depot', 'Electronics', 'Hub'];

/**
 * `count` stores numbered from `first`, with their items.
 * @example generateStores(streamFor(1, 'stores'), context, { count: 10, first: 0 })
 */
export function generateStores(
  random: Random,
  context: GenerationContext,
  { count, first }: { count: number; first: number },
): StoreRows {
  const out: StoreRows = {
    stores: [],
    items: [],
    reviewEvents: [],
    notifications: [],
    approvedStoreIds: [],
    listableItemIds: [],
  };
  for (let i = 0; i < count; i++) {
    const n = first + i + 1;
    const place = pick(random, places);
    const name = `${pick(random, namePrefixes)} ${pick(random, nameKinds)} ${place.city}`;
    const slug = `${deriveSlug(name)}-${n}`;
    const author = context.members[popularIndex(random, context.members.length)]!;
    const createdAt = timeBetween(random, author.createdAt);
    const categories = sample(random, partCategories, between(random, 1, 4));
    const id = uuid(random);
    const history = reviewHistory(
      random,
      {
        contentType: 'store',
        id,
        title: name,
        author,
        createdAt,
        status: submissionStatus(random, 0.8),
        startsAsDraft: false,
        publicPath: `/stores/${slug}`,
        memberEditPath: `/dashboard/stores/suggest?id=${id}`,
      },
      context.admins,
    );
    out.stores.push({
      id,
      slug,
      name,
      website: `https://${slug}.example.com`,
      country: place.country,
      shipsTo: chance(random, 0.4)
        ? ['worldwide']
        : sample(
            random,
            places.map((p) => p.country),
            between(random, 1, 5),
          ),
      categories,
      description: `${name} sells ${categories.join(', ')} to makers from ${place.city}. Orders placed before ${between(random, 1, 5)} pm leave the same day, and the team answers questions about every part it stocks.`,
      logo: context.uploads.imageFor(author, createdAt),
      authorId: author.id,
      ...history.columns,
      seededHash: null,
    });
    out.reviewEvents.push(...history.events);
    out.notifications.push(...history.notifications);
    if (history.columns.status !== 'approved') continue;
    out.approvedStoreIds.push(id);
    addItems(random, context, out, { id, slug, n, place, author, openedAt: history.columns.publishedAt! });
  }
  return out;
}

function addItems(
  random: Random,
  context: GenerationContext,
  out: StoreRows,
  store: {
    id: string;
    slug: string;
    n: number;
    place: (typeof places)[number];
    author: Member;
    openedAt: Date;
  },
) {
  const count = skewed(random, 15, 0.7, 2, 150);
  for (let j = 1; j <= count; j++) {
    const part = pick(random, parts);
    const author = chance(random, 0.7) ? store.author : pick(random, context.members);
    const createdAt = timeBetween(
      random,
      store.openedAt > author.createdAt ? store.openedAt : author.createdAt,
    );
    const uniqueKey = `${part.code}-S${store.n}-${j}`;
    const id = uuid(random);
    const history = reviewHistory(
      random,
      {
        contentType: 'storeItem',
        id,
        title: part.name,
        author,
        createdAt,
        status: submissionStatus(random, 0.86),
        startsAsDraft: false,
        publicPath: `/stores/${store.slug}`,
        memberEditPath: `/dashboard/items/suggest?id=${id}`,
      },
      context.admins,
    );
    const price = part.priceUsd * store.place.perUsd * (0.8 + random() * 0.6);
    out.items.push({
      id,
      uniqueKey,
      storeId: store.id,
      name: part.name,
      description: `${part.name}, sold by the piece. Stock and lead times are on the store's page; the part number is ${part.code}.`,
      price:
        store.place.currency === 'JPY' || store.place.currency === 'INR'
          ? Math.round(price)
          : Math.round(price * 100) / 100,
      currency: store.place.currency,
      url: `https://${store.slug}.example.com/products/${deriveSlug(part.name)}-${j}`,
      category: part.category,
      image: context.uploads.imageFor(author, createdAt),
      authorId: author.id,
      ...history.columns,
      seededHash: null,
    });
    out.reviewEvents.push(...history.events);
    out.notifications.push(...history.notifications);
    if (history.columns.status === 'approved') out.listableItemIds.push(id);
  }
}

/** Mostly `approved` (share `approved`); the rest waiting, sent back or withdrawn. */
export function submissionStatus(random: Random, approved: number): ContentStatus {
  const r = random();
  if (r < approved) return 'approved';
  const rest = (r - approved) / (1 - approved);
  return rest < 0.5 ? 'pending' : rest < 0.8 ? 'rejected' : 'draft';
}
