/**
 * The review history of submitted content: one row per step (submitted, withdrawn, approved,
 * rejected, and edits of published content), saying who, when, what and the version it produced.
 * Rows outlive the content they describe (no foreign key on content_id), so a deleted article's
 * history can still be read; the actor becomes null when their account is deleted, the name stays.
 * Every moderated type and every catalogue the administrators edit in the dashboard writes here.
 */
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const reviewContentType = pgEnum('review_content_type', [
  'article',
  'blogPost',
  'project',
  'store',
  'storeItem',
  'resource',
  'board',
  'hardwareComponent',
  'simulator',
  'programmingLanguage',
  'learninghubDomain',
  'learninghubTopic',
]);
export type ReviewContentType = (typeof reviewContentType.enumValues)[number];

export const reviewAction = pgEnum('review_action', [
  'submitted',
  'withdrawn',
  'approved',
  'rejected',
  'edited',
  'created',
  'deleted',
]);
export type ReviewAction = (typeof reviewAction.enumValues)[number];

export const reviewEvents = pgTable(
  'review_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentType: reviewContentType('content_type').notNull(),
    contentId: uuid('content_id').notNull(),
    action: reviewAction('action').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** The rejection reason; null for other steps. */
    reason: text('reason'),
    /** For 'edited' and 'created': the fields that changed (names as the API spells them). */
    changedFields: text('changed_fields').array().notNull().default([]),
    /** The content's version after this step. */
    version: integer('version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('review_events_content_idx').on(table.contentType, table.contentId, table.createdAt)],
);
