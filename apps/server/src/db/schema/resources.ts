/** Curated books, papers, courses, tools and references; `collection` rl feeds the RL pages. */
import { boolean, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampColumns } from './moderation.ts';
import { seededHashColumn } from './seed-state.ts';

export const resourceKind = pgEnum('resource_kind', ['book', 'paper', 'course', 'tool', 'reference']);
export const resourceCollection = pgEnum('resource_collection', ['rl', 'general']);
export const level = pgEnum('level', ['beginner', 'intermediate', 'advanced']);

export const resources = pgTable('resources', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  kind: resourceKind('kind').notNull(),
  collection: resourceCollection('collection').notNull().default('general'),
  authors: text('authors').array().notNull().default([]),
  year: integer('year'),
  /** Publisher, venue or provider. */
  publisher: text('publisher'),
  url: text('url').notNull(),
  summary: text('summary').notNull(),
  level: level('level').notNull(),
  free: boolean('free').notNull().default(false),
  ...timestampColumns(),
  seededHash: seededHashColumn(),
});
