// Backups of the embedded database and the uploaded images, with and without a server running on it:
// the app started on a restored folder and upload folder has every record and serves every image.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';
import { seedDatabase } from '../seed/seed.ts';
import { serveBackupRequests } from './backup-requests.ts';
import { servedBytes, sha256, timed, uploadImages, type UploadedImage } from './backup-test-site.ts';
import { backupSite, restoreSite } from './backup.ts';
import { dumpPgliteFolder } from './pglite-archive.ts';
import { tableCounts } from './table-counts.ts';

const baseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-backup-'));
const site = { database: { kind: 'pglite' as const, dataDir: path.join(baseDir, 'db') }, storageDir: '' };
site.storageDir = path.join(baseDir, 'uploads');
let original: Record<string, number>;
let images: UploadedImage[];

beforeAll(async () => {
  const database = await openDatabase(site.database);
  await migrateDatabase(database);
  await seedDatabase(database.db);
  images = await uploadImages(database, site.storageDir, 10);
  original = await tableCounts(database.db);
  await database.close();
});
afterAll(() => fs.rmSync(baseDir, { recursive: true, force: true }));

/** Where a test restores to: a new database folder and a new upload folder. */
const newSite = (name: string) => ({
  database: { kind: 'pglite' as const, dataDir: path.join(baseDir, `${name}-db`) },
  storageDir: path.join(baseDir, `${name}-uploads`),
});

/** Starts the app on a restored site: every record is back, and it serves every image as it was. */
async function expectWhole(restored: ReturnType<typeof newSite>) {
  const database = await openDatabase(restored.database);
  try {
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
}

describe('PGlite backups', () => {
  it('backs up a folder no server uses with its uploads, and restores both into new folders', async () => {
    const archive = path.join(baseDir, 'offline.tar.gz');
    const [manifest, backupMs] = await timed(() => backupSite(site, archive));
    expect(manifest).toMatchObject({ database: 'pglite', uploads: { files: images.length } });
    const restored = newSite('restored-offline');
    const [result, restoreMs] = await timed(() => restoreSite(restored, archive));
    expect(result.manifest).toEqual(manifest);
    expect(original.articles).toBeGreaterThan(0);
    expect(original.uploads).toBe(images.length);
    await expectWhole(restored);
    console.log(
      `PGlite backup with ${manifest.uploads.files} images (${manifest.uploads.bytes} bytes): ` +
        `${fs.statSync(archive).size} bytes, backup ${backupMs} ms, restore ${restoreMs} ms`,
    );
  });

  it('asks the running server for the database part, which it makes while serving', async () => {
    const running = await openDatabase(site.database);
    const stop = serveBackupRequests(running.dataDir!, running.dumpArchive!, () => {});
    try {
      const archive = path.join(baseDir, 'online.tar.gz');
      await backupSite(site, archive);
      expect(await running.ping()).toBe(true); // still serving
      const restored = newSite('restored-online');
      await restoreSite(restored, archive);
      await expectWhole(restored);
    } finally {
      stop();
      await running.close();
    }
  });

  it('never restores over a folder that holds a database, nor over uploads', async () => {
    const archive = path.join(baseDir, 'offline.tar.gz');
    await expect(restoreSite({ ...newSite('unused'), database: site.database }, archive)).rejects.toThrow(
      /already holds files/,
    );
    // Both are checked before anything is written: the new database folder stays missing.
    const target = newSite('onto-uploads');
    await expect(restoreSite({ ...target, storageDir: site.storageDir }, archive)).rejects.toThrow(
      `The upload folder ${site.storageDir} already holds ${images.length} uploaded file(s)`,
    );
    expect(fs.existsSync(target.database.dataDir)).toBe(false);
    expect(fs.readdirSync(site.storageDir)).toHaveLength(images.length);
    const database = await openDatabase(site.database);
    expect(await tableCounts(database.db)).toEqual(original);
    await database.close();
  });

  it('restores nothing from a damaged backup, and says so', async () => {
    const whole = fs.readFileSync(path.join(baseDir, 'offline.tar.gz'));
    const damaged = path.join(baseDir, 'damaged.tar.gz');
    fs.writeFileSync(damaged, whole.subarray(0, whole.length - 100_000)); // the last image cut short
    const target = newSite('from-damaged');
    await expect(restoreSite(target, damaged)).rejects.toThrow(
      `${damaged} could not be read: unexpected end of file. Nothing was restored.`,
    );
    expect(fs.existsSync(target.database.dataDir)).toBe(false);
    expect(fs.existsSync(target.storageDir)).toBe(false);
  });

  it('restores a database-only backup of the previous version, leaving the upload folder alone', async () => {
    const archive = path.join(baseDir, 'database-only.tar.gz');
    fs.writeFileSync(archive, await dumpPgliteFolder(site.database.dataDir)); // what that version wrote
    const restored = newSite('restored-old');
    expect(await restoreSite(restored, archive)).toEqual({ manifest: null });
    expect(fs.existsSync(restored.storageDir)).toBe(false);
    const database = await openDatabase(restored.database);
    expect(await tableCounts(database.db)).toEqual(original);
    await database.close();
  });
});
