// Tests' database: migrated in-memory PGlite, or a throwaway database on the server in DATABASE_URL.
// A fresh PGlite cluster takes seconds to create (initdb), and hundreds of test files each open one:
// the server project's global setup (test-database-templates.ts) migrates, and seeds, one database
// each, once per run, and every test then starts from a copy of that dump instead.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/seed.ts';

/**
 * Opens a fresh, migrated database for one test file; `close()` disposes of it (and drops it on PostgreSQL).
 * @example const database = await openTestDatabase({ seed: true }); … await database.close();
 */
export async function openTestDatabase(options: { seed?: boolean } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(serverUrl)) {
    const template = inject('databaseTemplates')?.[options.seed ? 'seeded' : 'migrated'];
    if (template) {
      const dump = new Blob([fs.readFileSync(template)]);
      return openDatabase({ kind: 'pglite', dataDir: null }, { loadDataDir: dump });
    }
  }
  const database = /^postgres(ql)?:\/\//.test(serverUrl)
    ? await openThrowawayPostgres(serverUrl)
    : await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await migrateDatabase(database);
    if (options.seed) await seedDatabase(database.db);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function openThrowawayPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const name = `tl_test_${randomBytes(8).toString('hex')}`;
  await runOnServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = () => runOnServer(serverUrl, `drop database if exists ${name} with (force)`);
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ kind: 'postgres', url: url.href });
  } catch (error) {
    await drop();
    throw error;
  }
  let closing: Promise<void> | null = null;
  return {
    ...database,
    close: () => (closing ??= database.close().finally(drop)),
  };
}

async function runOnServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
