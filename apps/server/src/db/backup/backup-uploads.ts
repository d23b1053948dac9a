/**
 * The uploaded files as backups see them, in either store (the local disk under STORAGE_DIR or an S3
 * bucket under STORAGE_URL): the files named like storage keys. Anything else there (a write in
 * progress under its hidden temporary name, `lost+found` on a mounted volume, a shared bucket's
 * objects in other folders) is not an upload and is neither backed up nor in the way of a restore.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeStorage, type StorageConfig } from '../../storage/create-storage.ts';
import { contentTypeOfKey, type Storage, type StoredObject } from '../../storage/storage.ts';

export type UploadFile = Pick<StoredObject, 'key' | 'size'>;

/** The uploads in `storage` (none in a folder that does not exist), sorted by key. */
export async function listUploads(storage: Storage): Promise<UploadFile[]> {
  const files: UploadFile[] = [];
  for await (const { key, size } of storage.list()) files.push({ key, size });
  return files.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** A restore never overwrites an upload, just as it never restores over a database. */
export async function assertNoUploadsIn(site: StorageConfig, storage: Storage): Promise<void> {
  const present = await listUploads(storage);
  if (present.length === 0) return;
  const where = describeStorage(site);
  throw new Error(
    site.storageUrl
      ? `The bucket folder ${where} already holds ${present.length} uploaded file(s), and a restore never ` +
          'overwrites files. Restore into a new or empty bucket or folder: set STORAGE_URL to it (and use the ' +
          'same STORAGE_URL when you start the server).'
      : `The upload folder ${where} already holds ${present.length} uploaded file(s), and a restore never ` +
          'overwrites files. Restore into a new or empty folder: set STORAGE_DIR to it (and use the same ' +
          'STORAGE_DIR when you start the server).',
  );
}

export interface StagedUploads {
  /** The folder to unpack the backup's uploads into. */
  dir: string;
  /** Moves them into the store, once the database is back. */
  commit(): Promise<void>;
  /** Removes what is left (unless a commit to a bucket failed half-way: then the files stay for the operator). */
  discard(): Promise<void>;
}

/** Where a restore unpacks the uploads before they go into the configured store. */
export function stageUploads(site: StorageConfig, storage: Storage): Promise<StagedUploads> {
  return site.storageUrl ? stageForBucket(storage, describeStorage(site)) : stageInFolder(site.storageDir);
}

/**
 * A hidden folder inside `storageDir`; `commit` renames the files into `storageDir`, `discard` also
 * removes `storageDir` when this made it and it is still empty. Inside, not beside: STORAGE_DIR is
 * often a mounted volume, and only a rename within one file system is quick and safe.
 */
async function stageInFolder(storageDir: string): Promise<StagedUploads> {
  const dir = path.join(storageDir, `.restoring-${process.pid}`);
  const made = !fs.existsSync(storageDir);
  await fs.promises.rm(dir, { recursive: true, force: true }); // a crashed restore's leftovers
  await fs.promises.mkdir(dir, { recursive: true });
  let committed = false;
  return {
    dir,
    async commit() {
      for (const key of await fs.promises.readdir(dir)) {
        await fs.promises.rename(path.join(dir, key), path.join(storageDir, key));
      }
      committed = true;
    },
    async discard() {
      await fs.promises.rm(dir, { recursive: true, force: true });
      if (made && !committed) await fs.promises.rmdir(storageDir).catch(() => {}); // only if empty
    },
  };
}

/** A temporary folder; `commit` puts each file into the bucket (an upload is at most 5 MB). */
async function stageForBucket(storage: Storage, where: string): Promise<StagedUploads> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'tl-restore-uploads-'));
  let keep = false;
  return {
    dir,
    async commit() {
      const keys = (await fs.promises.readdir(dir)).sort();
      let done = 0;
      try {
        for (const key of keys) {
          const data = new Uint8Array(await fs.promises.readFile(path.join(dir, key)));
          await storage.put(key, data, { contentType: contentTypeOfKey(key) });
          done++;
        }
      } catch (error) {
        keep = true;
        throw new Error(
          `The database was restored, but only ${done} of ${keys.length} uploaded file(s) reached ${where} ` +
            `(${String(error)}). The files are in ${dir}: copy them into the bucket folder, e.g. ` +
            '`aws s3 cp --recursive`, before starting the server.',
        );
      }
    },
    async discard() {
      if (!keep) await fs.promises.rm(dir, { recursive: true, force: true });
    },
  };
}
