// Backups of a PostgreSQL database with pg_dump, restored with pg_restore into a new database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';
import { tableCounts } from './table-counts.ts';

const serverUrl = process.env.DATABASE_URL!;
const baseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-pgbackup-'));
const restoredName = `tl_restored_${randomBytes(6).toString('hex')}`;

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await onServer(`drop database if exists ${restoredName} with (force)`);
  fs.rmSync(baseDir, { recursive: true, force: true });
});

describe('PostgreSQL backups', () => {
  it('dumps a live database and restores it into a new one with every record', async () => {
    const source = await openTestDatabase({ seed: true });
    try {
      const original = await tableCounts(source.db);
      const url = (
        (await source.pool!.query('select current_database() as name')).rows[0] as { name: string }
      ).name;
      const sourceUrl = new URL(serverUrl);
      sourceUrl.pathname = `/${url}`;
      const dump = path.join(baseDir, 'site.dump');
      await backupDatabase({ kind: 'postgres', url: sourceUrl.href }, dump);

      await onServer(`create database ${restoredName}`);
      const restoredUrl = new URL(serverUrl);
      restoredUrl.pathname = `/${restoredName}`;
      await restoreDatabase({ kind: 'postgres', url: restoredUrl.href }, dump);
      const restored = await openDatabase({ kind: 'postgres', url: restoredUrl.href });
      try {
        expect(original.articles).toBeGreaterThan(0);
        expect(await tableCounts(restored.db)).toEqual(original);
      } finally {
        await restored.close();
      }
    } finally {
      await source.close();
    }
  });
});
