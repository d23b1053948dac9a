/**
 * Every uploaded file and who uploaded it: the per-member rate and total quota count these rows, and
 * files that no content refers to are removed after a grace period (uploads/upload-cleanup.ts).
 */
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

export const uploads = pgTable(
  'uploads',
  {
    /** The storage key, e.g. `0f0e…0100.webp`, served at /uploads/{key}. */
    key: text('key').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_user_idx').on(table.userId, table.createdAt)],
);
