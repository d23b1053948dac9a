/** Simulators and emulators for the labs pages, in the categories rl, github, emulators and maze. */
import { pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampColumns } from './moderation.ts';
import { seededHashColumn } from './seed-state.ts';

export const simulatorCategory = pgEnum('simulator_category', ['rl', 'github', 'emulators', 'maze']);

export const simulators = pgTable('simulators', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  category: simulatorCategory('category').notNull(),
  url: text('url').notNull(),
  repositoryUrl: text('repository_url'),
  license: text('license'),
  platforms: text('platforms').array().notNull().default([]),
  summary: text('summary').notNull(),
  description: text('description').notNull(),
  ...timestampColumns(),
  seededHash: seededHashColumn(),
});
