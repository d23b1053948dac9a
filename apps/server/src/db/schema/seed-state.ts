/**
 * Bookkeeping of the content seed. `seed_state` remembers the hash of the content folder the seed
 * last loaded, so an unchanged folder is skipped in one query. Each seeded row carries
 * `seeded_hash`, the hash of the record the seed last wrote into it: the seed updates a row only
 * while that marker is set (and, for reviewed content, the version is still 1). Any write path that
 * edits a seeded row must set `seeded_hash` to null (or bump the version) so the seed leaves the
 * human edit alone.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const seedState = pgTable('seed_state', {
  key: text('key').primaryKey(),
  hash: text('hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The marker column; see the module comment. */
export const seededHashColumn = () => text('seeded_hash');
