/**
 * What a member is told about their submissions: "your store was approved", "your project was
 * rejected: reason". Written in the same transaction as the review decision; delivered live over
 * the realtime channel `user:{id}` and listed in the dashboard until read.
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { reviewAction, reviewContentType } from './review-events.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: reviewContentType('content_type').notNull(),
    contentId: uuid('content_id').notNull(),
    action: reviewAction('action').notNull(),
    /** The submission's title or name when the decision was made. */
    title: text('title').notNull(),
    /** The rejection reason, for 'rejected'. */
    reason: text('reason'),
    /** Where to see it: the public page once approved, the dashboard otherwise. */
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt)],
);
