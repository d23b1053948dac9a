// drizzle-orm 0.45 checks a client out of the pool and runs BEGIN before the try/finally that gives
// it back, so a BEGIN that fails (the connection died while the client sat idle, as in a database
// restart) kept the client for ever: after ten, every request waited on an empty pool. Our patch
// (patches/drizzle-orm+*.patch, applied by patch-package after install; upstream issues #6023,
// #6241) gives it back, destroyed. This test fails if the patch stops applying.
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

/** A pool whose clients are all dead: every query rejects as pg does on a cut connection. */
function deadPool() {
  const released: Array<Error | undefined> = [];
  const queries: string[] = [];
  const pool = new pg.Pool();
  // A stand-in client: a transaction uses only query and release.
  const client = {
    query: (query: { text?: string } | string) => {
      queries.push(typeof query === 'string' ? query : (query.text ?? ''));
      return Promise.reject(new Error('Connection terminated unexpectedly'));
    },
    release: (error?: Error) => released.push(error),
  };
  pool.connect = (() => Promise.resolve(client)) as unknown as typeof pool.connect;
  return { pool, released, queries };
}

describe('a transaction on a connection that died in the pool', () => {
  it('gives the client back, marked broken, when BEGIN fails', async () => {
    const { pool, released, queries } = deadPool();
    const db = drizzle(pool);
    await expect(db.transaction(async (tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    expect(released).toHaveLength(1);
    expect(released[0]).toBeInstanceOf(Error); // release(error): pg-pool destroys the client
    // No ROLLBACK for a transaction that never began.
    expect(queries.map((q) => q.trim())).toEqual(['begin']);
  });
});
