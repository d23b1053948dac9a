/** Projects: builds with steps, submitted by members and reviewed; components link to store items. */
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, real, text, unique, uuid } from 'drizzle-orm/pg-core';
import { moderationColumns } from './moderation.ts';
import { seededHashColumn } from './seed-state.ts';
import { storeItems } from './store-items.ts';

export const difficulty = pgEnum('difficulty', ['beginner', 'intermediate', 'advanced']);

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: jsonb('body').$type<RichTextDoc>().notNull(),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    difficulty: difficulty('difficulty').notNull(),
    estimatedHours: real('estimated_hours'),
    repositoryUrl: text('repository_url'),
    /** An uploaded image's address (/uploads/…), or null. */
    coverImage: text('cover_image'),
    /**
     * The title as the review queue compares titles for its duplicate hints (similar_name_key,
     * migration 0012), kept by the database: working it out for every candidate of a queue page cost
     * more than the rest of the page.
     */
    titleKey: text('title_key')
      .notNull()
      .generatedAlwaysAs(sql`similar_name_key(title)`),
    // title_phrases (text[]): the key's runs of consecutive words, kept by the database too (migration
    // 0015, similar_name_phrases) for the hints' index of phrases. Not mapped here: every read of a
    // project would carry and parse that array, which only the review queue's SQL uses.
    ...moderationColumns(),
    seededHash: seededHashColumn(),
  },
  // The public list's orders, the sitemap's, the review queue's and an author's own (see articles.ts).
  (table) => [
    index('projects_public_newest_idx').on(table.status, table.publishedAt.desc().nullsFirst(), table.slug),
    index('projects_public_oldest_idx').on(table.status, table.publishedAt, table.slug),
    index('projects_public_title_idx').on(table.status, sql`lower(${table.title})`, table.slug),
    index('projects_sitemap_idx').on(table.status, table.slug, table.updatedAt),
    index('projects_review_queue_idx').on(
      table.status,
      table.submittedAt.nullsFirst(),
      table.updatedAt,
      table.id,
    ),
    index('projects_author_idx').on(table.authorId),
    // The review queue's duplicate hints: titles a title contains, and titles that contain it
    // (routes/submissions/shared/similar-names.ts).
    index('projects_similar_title_idx').on(table.titleKey),
    index('projects_title_phrases_idx').using('gin', sql`title_phrases`),
  ],
);

/** A part a project needs: which store item, how many, and an optional note ("any 10 kΩ will do"). */
export const projectComponents = pgTable(
  'project_components',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    storeItemId: uuid('store_item_id')
      .notNull()
      .references(() => storeItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
    note: text('note'),
    position: integer('position').notNull(),
  },
  (table) => [
    unique('project_components_position_key').on(table.projectId, table.position),
    index('project_components_item_idx').on(table.storeItemId),
  ],
);
