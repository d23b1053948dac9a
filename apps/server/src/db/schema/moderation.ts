/**
 * The review state of everything members may submit (stores, store items, projects, articles; blog
 * posts use it too, written by editors). Public reads show `approved` rows only. Authors and
 * reviewers reference users; deleting an account keeps its content under the byline in
 * `author_name` (the reference becomes null). Seeded rows have an `author_name` and a null `author_id`.
 */
import { integer, pgEnum, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const contentStatuses = ['draft', 'pending', 'approved', 'rejected'] as const;
export const contentStatus = pgEnum('content_status', contentStatuses);
export type ContentStatus = (typeof contentStatuses)[number];

/** Fresh column builders for one table (drizzle builders cannot be shared between tables). */
export function moderationColumns() {
  return {
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The byline: the member's name at submission time, or the editor named in the seed content. */
    authorName: text('author_name').notNull(),
    status: contentStatus('status').notNull().default('draft'),
    rejectionReason: text('rejection_reason'),
    reviewerId: text('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Bumped by every edit after creation; the seed never overwrites a row above version 1. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * When it was last submitted for review: the review queue's order (waiting longest first). Kept
     * by the database, from the 'submitted' steps of review_events (a trigger, migration 0011), so
     * no write path can forget it.
     */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  };
}

/** created_at / updated_at for tables without a review state. */
export function timestampColumns() {
  return {
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  };
}
