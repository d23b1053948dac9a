/** Articles: long-form lessons written by members and editors, reviewed before they are published. */
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moderationColumns } from './moderation.ts';
import { seededHashColumn } from './seed-state.ts';

export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: jsonb('body').$type<RichTextDoc>().notNull(),
    /** An uploaded image's site path (/uploads/…), or null. */
    coverImage: text('cover_image'),
    /** Derived from the body whenever it is written, so lists need not load bodies. */
    readingMinutes: integer('reading_minutes').notNull().default(1),
    ...moderationColumns(),
    seededHash: seededHashColumn(),
  },
  (table) => [index('articles_status_published_idx').on(table.status, table.publishedAt)],
);
