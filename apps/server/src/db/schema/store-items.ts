/** What a store sells, identified across the site by `unique_key` (a part number or the store's SKU). */
import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { moderationColumns } from './moderation.ts';
import { seededHashColumn } from './seed-state.ts';
import { stores } from './stores.ts';

export const storeItems = pgTable(
  'store_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uniqueKey: text('unique_key').notNull().unique(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** ISO 4217, upper case. */
    currency: text('currency').notNull(),
    url: text('url').notNull(),
    category: text('category').notNull(),
    /** An uploaded image's address (/uploads/…), or null. */
    image: text('image'),
    /** The key as the review queue compares keys: letters and digits only, lower case (compactKey). */
    compactKey: text('compact_key')
      .notNull()
      .generatedAlwaysAs(sql`regexp_replace(lower(unique_key), '[^a-z0-9]', '', 'g')`),
    /** The name as the review queue compares names in a store (see projects.ts, `titleKey`). */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(sql`similar_name_key(name)`),
    // name_phrases (text[]): the key's runs of words, kept by the database, not mapped (see projects.ts).
    ...moderationColumns(),
    seededHash: seededHashColumn(),
  },
  (table) => [
    index('store_items_store_idx').on(table.storeId, table.status),
    // A key is unique regardless of case (ESP32-S3 and esp32-s3 are one part).
    uniqueIndex('store_items_unique_key_lower_idx').on(sql`lower(${table.uniqueKey})`),
    // The review queue's duplicate hint: the same key in letters and digits only (item-duplicates.ts).
    index('store_items_compact_key_idx').on(table.compactKey),
    index('store_items_review_queue_idx').on(
      table.status,
      table.submittedAt.nullsFirst(),
      table.updatedAt,
      table.id,
    ),
    index('store_items_author_idx').on(table.authorId),
  ],
);
