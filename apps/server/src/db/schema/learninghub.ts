/** The learning hub: domains (e.g. control systems) and their lessons, ordered by position. */
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { boolean, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { timestampColumns } from './moderation.ts';
import { seededHashColumn } from './seed-state.ts';

export const learninghubDomains = pgTable('learninghub_domains', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  position: integer('position').notNull(),
  /** Unpublished domains (and all their topics) are visible in the dashboard only. */
  published: boolean('published').notNull().default(true),
  ...timestampColumns(),
  seededHash: seededHashColumn(),
});

export const learninghubTopics = pgTable(
  'learninghub_topics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    domainId: uuid('domain_id')
      .notNull()
      .references(() => learninghubDomains.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: jsonb('body').$type<RichTextDoc>().notNull(),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    /** Order within the domain; ties are broken by slug. */
    position: integer('position').notNull(),
    /** Unpublished topics are visible in the dashboard only. */
    published: boolean('published').notNull().default(true),
    ...timestampColumns(),
    seededHash: seededHashColumn(),
  },
  (table) => [
    unique('learninghub_topics_domain_slug_key').on(table.domainId, table.slug),
    index('learninghub_topics_order_idx').on(table.domainId, table.position),
  ],
);
