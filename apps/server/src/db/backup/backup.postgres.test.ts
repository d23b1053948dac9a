// Backups of a PostgreSQL database (pg_dump) and the uploaded images, restored into a new database and
// a new upload folder: the app started on them has every record and serves every image.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { servedBytes, sha256, timed, uploadImages } from './backup-test-site.ts';
import { backupSite, restoreSite } from './backup.ts';
import { dumpPostgres } from './postgres-dump.ts';
import { tableCounts } from './table-counts.ts';

const serverUrl = process.env.DATABASE_URL!;
const baseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-pgbackup-'));
const restoredNames: string[] = [];

async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The address of database `name` on the test server. */
function urlOf(name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** A new, empty database to restore into (dropped after the file). */
async function newDatabase(): Promise<string> {
  const name = `tl_restored_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name}`);
  restoredNames.push(name);
  return urlOf(name);
}

afterAll(async () => {
  for (const name of restoredNames) await onServer(`drop database if exists ${name} with (force)`);
  fs.rmSync(baseDir, { recursive: true, force: true });
});

describe('PostgreSQL backups', () => {
  it('dumps a live database with its uploads and restores both into a new database and folder', async () => {
    const source = await openTestDatabase({ seed: true });
    try {
      const storageDir = path.join(baseDir, 'uploads');
      const images = await uploadImages(source, storageDir, 10);
      const original = await tableCounts(source.db);
      const name = (
        (await source.pool!.query('select current_database() as name')).rows[0] as { name: string }
      ).name;
      const site = { database: { kind: 'postgres' as const, url: urlOf(name) }, storageDir };
      const archive = path.join(baseDir, 'site.tar.gz');
      const [manifest, backupMs] = await timed(() => backupSite(site, archive));
      expect(manifest).toMatchObject({ database: 'postgres', uploads: { files: images.length } });

      // Nothing is unpacked into a database that holds tables: the new upload folder stays missing.
      const unused = path.join(baseDir, 'unused-uploads');
      await expect(restoreSite({ ...site, storageDir: unused }, archive)).rejects.toThrow(
        `The database ${name} already holds`,
      );
      expect(fs.existsSync(unused)).toBe(false);

      const restored = {
        database: { kind: 'postgres' as const, url: await newDatabase() },
        storageDir: path.join(baseDir, 'restored-uploads'),
      };
      const [result, restoreMs] = await timed(() => restoreSite(restored, archive));
      expect(result.manifest).toEqual(manifest);
      const database = await openDatabase(restored.database);
      try {
        expect(original.articles).toBeGreaterThan(0);
        expect(original.uploads).toBe(images.length);
        expect(await tableCounts(database.db)).toEqual(original);
        const served = await servedBytes(
          database,
          restored.storageDir,
          images.map((image) => image.url),
        );
        expect(served.map(sha256)).toEqual(images.map((image) => sha256(image.bytes)));
      } finally {
        await database.close();
      }
      console.log(
        `PostgreSQL backup with ${manifest.uploads.files} images (${manifest.uploads.bytes} bytes): ` +
          `${fs.statSync(archive).size} bytes, backup ${backupMs} ms, restore ${restoreMs} ms`,
      );
    } finally {
      await source.close();
    }
  });

  it('restores a database-only dump of the previous version, leaving the upload folder alone', async () => {
    const source = await openTestDatabase({ seed: true });
    try {
      const original = await tableCounts(source.db);
      const name = (
        (await source.pool!.query('select current_database() as name')).rows[0] as { name: string }
      ).name;
      const dump = path.join(baseDir, 'database-only.dump');
      await dumpPostgres(urlOf(name), dump); // what that version wrote
      const restored = {
        database: { kind: 'postgres' as const, url: await newDatabase() },
        storageDir: path.join(baseDir, 'old-uploads'),
      };
      expect(await restoreSite(restored, dump)).toEqual({ manifest: null });
      expect(fs.existsSync(restored.storageDir)).toBe(false);
      const database = await openDatabase(restored.database);
      try {
        expect(await tableCounts(database.db)).toEqual(original);
      } finally {
        await database.close();
      }
    } finally {
      await source.close();
    }
  });
});
