/**
 * Creates a client may retry (a lost answer, a flaky network) carry an `Idempotency-Key`: the first
 * request's answer is kept here for a day, and a repeat gets that answer instead of a second record.
 */
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Whose key: `user:<id>`, or `client:<hash of the address>` for a visitor. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
