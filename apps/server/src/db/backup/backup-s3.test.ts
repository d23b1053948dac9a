// Backups of uploads kept in an S3 bucket (a real S3 server, s3-test-server.ts): the bucket's images
// go into the backup file, and a restore puts them into a new bucket folder, where the app serves
// each as it was. The database's part of a backup does not depend on the store and is tested, with
// a restore end to end, in backup.test.ts; here it is a stand-in file, so the test takes a second.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../storage/s3-storage.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { startS3TestServer, type S3TestServer } from '../../testing/s3-test-server.ts';
import type { DatabaseHandle } from '../client.ts';
import { readBackupArchive, writeBackupArchive } from './backup-archive.ts';
import { servedBytes, sha256, uploadImages, type UploadedImage } from './backup-test-site.ts';
import { restoreSite } from './backup.ts';
import { listUploads, stageUploads } from './backup-uploads.ts';

const baseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-s3-backup-'));
const archive = path.join(baseDir, 'site.tar.gz');
let s3: S3TestServer;
let database: DatabaseHandle;
let images: UploadedImage[];

/** Settings of a site whose uploads are in the bucket folder `prefix`. */
const siteAt = (prefix: string) => ({
  database: { kind: 'pglite' as const, dataDir: path.join(baseDir, `${prefix}-db`) },
  storageDir: path.join(baseDir, `${prefix}-uploads`),
  storageUrl: s3.location(prefix),
});
const keyOf = (image: UploadedImage) => image.url.slice('/uploads/'.length);

beforeAll(async () => {
  [s3, database] = await Promise.all([startS3TestServer({ bucket: 'backups' }), openTestDatabase()]);
  images = await uploadImages(database, siteAt('live'), 3);
});
afterAll(async () => {
  await Promise.all([s3?.close(), database?.close()]);
  fs.rmSync(baseDir, { recursive: true, force: true });
});

describe('backups of uploads in S3', () => {
  it("copies the bucket's uploads into the file, and a restore puts them into a new bucket folder", async () => {
    const databaseFile = path.join(baseDir, 'database');
    fs.writeFileSync(databaseFile, 'a stand-in for pg_dump’s output');
    const live = new S3Storage(siteAt('live').storageUrl);
    const uploads = await listUploads(live);
    expect(uploads.map((file) => file.key)).toEqual(images.map(keyOf).sort());
    const manifest = await writeBackupArchive(archive, {
      database: 'postgres',
      databaseFile,
      storage: live,
      uploads,
    });
    expect(manifest.uploads).toEqual({
      files: 3,
      bytes: images.reduce((sum, image) => sum + image.bytes.byteLength, 0),
    });

    const target = siteAt('restored');
    const storage = new S3Storage(target.storageUrl);
    const staged = await stageUploads(target, storage);
    try {
      await readBackupArchive(archive, {
        databaseFile: path.join(baseDir, 'restored-database'),
        uploadsDir: staged.dir,
        checkManifest: () => {},
      });
      await staged.commit();
    } finally {
      await staged.discard();
    }
    expect(fs.existsSync(staged.dir)).toBe(false);
    expect((await listUploads(storage)).map((file) => file.key)).toEqual(images.map(keyOf).sort());
    // Served from the new folder with their type, byte for byte.
    const served = await servedBytes(
      database,
      target,
      images.map((image) => image.url),
    );
    expect(served.map(sha256)).toEqual(images.map((image) => sha256(image.bytes)));
    expect((await storage.head(keyOf(images[0]!)))?.contentType).toBe('image/png');
  });

  it('never restores into a bucket folder that holds uploads, and writes nothing', async () => {
    const target = siteAt('live');
    await expect(restoreSite(target, archive)).rejects.toThrow(
      `The bucket folder s3://backups/live/ at ${new URL(s3.endpoint).host} already holds 3 uploaded file(s)`,
    );
    expect(fs.existsSync(target.database.dataDir)).toBe(false);
  });

  it('keeps the images on the disk and says where when the bucket fails during the restore', async () => {
    const target = siteAt('bucket-down');
    const staged = await stageUploads(target, new S3Storage(target.storageUrl));
    for (const image of images) fs.writeFileSync(path.join(staged.dir, keyOf(image)), image.bytes);
    s3.failUploads('error-500');
    try {
      await expect(staged.commit()).rejects.toThrow(
        /^The database was restored, but only 0 of 3 uploaded file\(s\) reached s3:\/\/backups\/bucket-down\/ /,
      );
    } finally {
      s3.failUploads(null);
    }
    await staged.discard();
    expect(fs.readdirSync(staged.dir)).toHaveLength(3);
    fs.rmSync(staged.dir, { recursive: true, force: true });
  });
});
