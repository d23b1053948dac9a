/**
 * Limits that hold under concurrency. A limit is a count checked before an insert, and two requests
 * checking at once both see room (45 parallel uploads passed a limit of 30). `withLimitLock` runs the
 * check and the insert in one transaction holding a transaction-scoped advisory lock per key (a
 * member, a client's address), so the requests of one key take turns across every server process on
 * the same PostgreSQL while other keys go on in parallel; the lock ends with the transaction, also
 * when a connection is lost. PGlite runs one transaction at a time, where the lock costs nothing.
 */
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/**
 * Runs `work` in a transaction holding the advisory locks of `keys`; `work` must use the `tx` it is
 * given (a second connection would wait on the pool while this one holds the lock).
 * @example await withLimitLock(db, [`snippets:${userId}`], async (tx) => { await checkRoom(tx); await insert(tx); })
 */
export function withLimitLock<T>(
  db: Database,
  keys: string[],
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    // Always in the same order, so two requests locking the same two keys cannot deadlock.
    for (const key of [...keys].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    }
    return work(tx);
  });
}
