/** Applies the drizzle-kit migrations in `apps/server/drizzle` with the migrator of the open driver. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client.ts';

/** Finds the migrations folder from wherever this code runs (source, or the bundled dist/main.js). */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('The database migrations folder (apps/server/drizzle) was not found.');
}

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so that several servers starting at once
 * migrate and seed one after another. PGlite has a single process by construction.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (!handle.pool) return work();
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [startupLockKey]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [startupLockKey]).catch(() => undefined);
    client.release();
  }
}

const startupLockKey = 7_402_118; // any constant shared by every server of this app

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const migrationsDir = migrationsFolder();
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: migrationsDir });
  } else {
    await migratePostgres(handle.db as unknown as NodePgDatabase, { migrationsFolder: migrationsDir });
  }
}
