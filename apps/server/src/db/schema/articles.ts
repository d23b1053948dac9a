/** Articles: long-form lessons written by members and editors, reviewed before they are published. */
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { sql } from 'drizzle-orm';
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
  // The public list's orders (routes seek along them: db/queries/keyset.ts), the sitemap's, the
  // review queue's and an author's own list. Led by the status rather than partial (WHERE status =
  // 'approved'): the lists are prepared statements, whose generic plans cannot prove a parameter
  // equal to an index's predicate.
  (table) => [
    index('articles_public_newest_idx').on(table.status, table.publishedAt.desc().nullsFirst(), table.slug),
    index('articles_public_oldest_idx').on(table.status, table.publishedAt, table.slug),
    index('articles_public_title_idx').on(table.status, sql`lower(${table.title})`, table.slug),
    index('articles_sitemap_idx').on(table.status, table.slug, table.updatedAt),
    index('articles_review_queue_idx').on(
      table.status,
      table.submittedAt.nullsFirst(),
      table.createdAt,
      table.id,
    ),
    index('articles_author_idx').on(
      table.authorId,
      table.updatedAt.desc().nullsFirst(),
      table.createdAt.desc().nullsFirst(),
    ),
  ],
);
