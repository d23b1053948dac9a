/** YoUniversity: free university-level courses from other providers, curated by level and topic. */
import { pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { timestampColumns } from './moderation.ts';
import { level } from './resources.ts';
import { seededHashColumn } from './seed-state.ts';

export const youniversityCourses = pgTable('youniversity_courses', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  provider: text('provider').notNull(),
  instructors: text('instructors').array().notNull().default([]),
  url: text('url').notNull(),
  level: level('level').notNull(),
  durationHours: real('duration_hours'),
  summary: text('summary').notNull(),
  topics: text('topics').array().notNull().default([]),
  ...timestampColumns(),
  seededHash: seededHashColumn(),
});
