/** Shops that sell parts, suggested by members and reviewed; their items are in store-items.ts. */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moderationColumns } from './moderation.ts';
import { seededHashColumn } from './seed-state.ts';

export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    website: text('website').notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text('country').notNull(),
    /** Country codes, or ["worldwide"]. */
    shipsTo: text('ships_to').array().notNull().default([]),
    categories: text('categories').array().notNull().default([]),
    description: text('description').notNull(),
    /** An uploaded image's address (/uploads/…), or null. */
    logo: text('logo'),
    /** The name as the review queue compares names (see projects.ts, `titleKey`). */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(sql`similar_name_key(name)`),
    // name_phrases (text[]): the key's runs of words, kept by the database, not mapped (see projects.ts).
    ...moderationColumns(),
    seededHash: seededHashColumn(),
  },
  // The public list's orders, the review queue's and an author's own (see articles.ts).
  (table) => [
    index('stores_public_name_idx').on(table.status, sql`lower(${table.name})`, table.slug),
    index('stores_public_newest_idx').on(
      table.status,
      table.publishedAt.desc().nullsFirst(),
      sql`lower(${table.name})`,
      table.slug,
    ),
    index('stores_review_queue_idx').on(
      table.status,
      table.submittedAt.nullsFirst(),
      table.updatedAt,
      table.id,
    ),
    index('stores_author_idx').on(table.authorId),
    // The review queue's duplicate hints (see projects.ts).
    index('stores_similar_name_idx').on(table.nameKey),
    index('stores_name_phrases_idx').using('gin', sql`name_phrases`),
    // The review queue's other hint: stores by their website's host (migration 0014).
    index('stores_website_host_idx').on(sql`website_host(${table.website})`),
  ],
);
