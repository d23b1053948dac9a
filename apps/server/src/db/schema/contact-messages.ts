/**
 * Messages from the contact form, for the administrators' inbox. The sender's IP is kept only as a
 * SHA-256 hash, to count messages per client for the rate limit.
 */
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ipHash: text('ip_hash').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_ip_idx').on(table.ipHash, table.createdAt),
    index('contact_messages_inbox_idx').on(table.archivedAt, table.createdAt),
    // The administrators' unread count (pending counts): the unread messages only, not a scan of all.
    index('contact_messages_unread_idx')
      .on(table.createdAt)
      .where(sql`${table.readAt} is null and ${table.archivedAt} is null`),
  ],
);
