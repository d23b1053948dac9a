/**
 * Sign-in link requests, kept for the limits (one per address per minute, 30 per client per hour).
 * Stored in the database rather than in memory so the limits hold across server processes.
 * Addresses and IPs are stored as SHA-256 hashes: the table is for counting, not for reading.
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const signInRequests = pgTable(
  'sign_in_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    emailHash: text('email_hash').notNull(),
    ipHash: text('ip_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sign_in_requests_email_idx').on(table.emailHash, table.createdAt),
    index('sign_in_requests_ip_idx').on(table.ipHash, table.createdAt),
  ],
);
