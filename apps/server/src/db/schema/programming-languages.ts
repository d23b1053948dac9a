/** The programming lab's pages (cpp, python, tinyml, micropython): introduction, examples, references. */
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampColumns } from './moderation.ts';
import { seededHashColumn } from './seed-state.ts';

export type CodeExample = { title: string; description: string; code: string };
export type Reference = { title: string; url: string };

export const programmingLanguages = pgTable('programming_languages', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  summary: text('summary').notNull(),
  introduction: jsonb('introduction').$type<RichTextDoc>().notNull(),
  /** Complete programs that run in the page's sandbox, in the order shown. */
  examples: jsonb('examples').$type<CodeExample[]>().notNull().default([]),
  references: jsonb('references').$type<Reference[]>().notNull().default([]),
  ...timestampColumns(),
  seededHash: seededHashColumn(),
});
