/**
 * The server project's global setup: one migrated and one migrated-and-seeded PGlite database, made
 * once per test run from the current migrations and seed, dumped to temporary files that
 * `openTestDatabase` copies (test-database.ts). On PostgreSQL (DATABASE_URL) it does nothing: each test
 * file gets a throwaway database on the server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/seed.ts';

let folder: string | null = null;

export async function setup(project: TestProject): Promise<void> {
  if (/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')) return;
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'tinkerlabs-test-templates-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = async (name: string) => {
      const file = path.join(folder!, `${name}.tar`);
      fs.writeFileSync(file, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
      return file;
    };
    await migrateDatabase(database);
    const migrated = await dump('migrated');
    await seedDatabase(database.db);
    const seeded = await dump('seeded');
    project.provide('databaseTemplates', { migrated, seeded });
  } finally {
    await database.close();
  }
}

export function teardown(): void {
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates?: { migrated: string; seeded: string };
  }
}
