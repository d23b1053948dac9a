// Backups of the embedded database, with and without a server running on it: a restored copy in a
// fresh folder holds every record of every table.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { seedDatabase } from '../seed/seed.ts';
import { serveBackupRequests } from './backup-requests.ts';
import { backupDatabase, restoreDatabase } from './backup.ts';
import { tableCounts } from './table-counts.ts';

const baseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-backup-'));
const dataDir = path.join(baseDir, 'db');
let original: Record<string, number>;

beforeAll(async () => {
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await migrateDatabase(database);
  await seedDatabase(database.db);
  original = await tableCounts(database.db);
  await database.close();
});
afterAll(() => fs.rmSync(baseDir, { recursive: true, force: true }));

async function countsIn(folder: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir: folder });
  try {
    return await tableCounts(database.db);
  } finally {
    await database.close();
  }
}

describe('PGlite backups', () => {
  it('backs up a folder no server uses and restores it into a fresh folder with every record', async () => {
    const archive = path.join(baseDir, 'offline.tar.gz');
    await backupDatabase({ kind: 'pglite', dataDir }, archive);
    const restored = path.join(baseDir, 'restored-offline');
    await restoreDatabase({ kind: 'pglite', dataDir: restored }, archive);
    expect(original.articles).toBeGreaterThan(0);
    expect(original.store_items).toBeGreaterThan(0);
    expect(await countsIn(restored)).toEqual(original);
  });

  it('asks the running server for the backup, which it makes while serving', async () => {
    const running = await openDatabase({ kind: 'pglite', dataDir });
    const stop = serveBackupRequests(running.dataDir!, running.dumpArchive!, () => {});
    try {
      const archive = path.join(baseDir, 'online.tar.gz');
      await backupDatabase({ kind: 'pglite', dataDir }, archive);
      expect(await running.ping()).toBe(true); // still serving
      const restored = path.join(baseDir, 'restored-online');
      await restoreDatabase({ kind: 'pglite', dataDir: restored }, archive);
      expect(await countsIn(restored)).toEqual(original);
    } finally {
      stop();
      await running.close();
    }
  });

  it('never restores over a folder that holds a database', async () => {
    const archive = path.join(baseDir, 'offline.tar.gz');
    await expect(restoreDatabase({ kind: 'pglite', dataDir }, archive)).rejects.toThrow(
      /already holds files/,
    );
    expect(await countsIn(dataDir)).toEqual(original);
  });
});
