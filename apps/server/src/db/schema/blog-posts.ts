/** Blog posts: the site's own news and notes, written by editors (same review states as articles). */
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { moderationColumns } from './moderation.ts';
import { seededHashColumn } from './seed-state.ts';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: jsonb('body').$type<RichTextDoc>().notNull(),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    /** As on articles (the two tables keep one shape: content/post-queries.ts reads both). */
    coverImage: text('cover_image'),
    ...moderationColumns(),
    seededHash: seededHashColumn(),
  },
  (table) => [index('blog_posts_status_published_idx').on(table.status, table.publishedAt)],
);
