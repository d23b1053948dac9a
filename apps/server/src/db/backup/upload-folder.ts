/**
 * The uploaded files of STORAGE_DIR as backups see them: the files named like storage keys. Anything
 * else there (a write in progress under its hidden temporary name, `lost+found` on a mounted volume)
 * is not an upload and is neither backed up nor in the way of a restore.
 */
import fs from 'node:fs';
import path from 'node:path';
import { storageKeyPattern } from '../../storage/storage.ts';

export interface UploadFile {
  key: string;
  size: number;
}

/** The uploads in `storageDir` (none when it does not exist), sorted by key. */
export async function listUploads(storageDir: string): Promise<UploadFile[]> {
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(storageDir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const keys = entries
    .filter((entry) => entry.isFile() && storageKeyPattern.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  const files: UploadFile[] = [];
  for (const key of keys) {
    const info = fs.statSync(path.join(storageDir, key), { throwIfNoEntry: false });
    if (info) files.push({ key, size: info.size }); // else removed just now: no longer an upload
  }
  return files;
}

/** A restore never overwrites an upload, just as it never restores over a database. */
export async function assertNoUploadsIn(storageDir: string): Promise<void> {
  const present = await listUploads(storageDir);
  if (present.length > 0) {
    throw new Error(
      `The upload folder ${storageDir} already holds ${present.length} uploaded file(s), and a restore never ` +
        'overwrites files. Restore into a new or empty folder: set STORAGE_DIR to it (and use the same ' +
        'STORAGE_DIR when you start the server).',
    );
  }
}

/**
 * A hidden folder inside `storageDir` to unpack a backup's uploads into; `commit` moves them into
 * `storageDir` once the database is back, `discard` removes what is left (and `storageDir` itself when
 * this made it and it is still empty). Inside, not beside: STORAGE_DIR is often a mounted volume,
 * and only a rename within one file system is quick and safe.
 */
export async function stageUploads(storageDir: string) {
  const dir = path.join(storageDir, `.restoring-${process.pid}`);
  const made = !fs.existsSync(storageDir);
  await fs.promises.rm(dir, { recursive: true, force: true }); // a crashed restore's leftovers
  await fs.promises.mkdir(dir, { recursive: true });
  let committed = false;
  return {
    dir,
    async commit(): Promise<void> {
      for (const key of await fs.promises.readdir(dir)) {
        await fs.promises.rename(path.join(dir, key), path.join(storageDir, key));
      }
      committed = true;
    },
    async discard(): Promise<void> {
      await fs.promises.rm(dir, { recursive: true, force: true });
      if (made && !committed) await fs.promises.rmdir(storageDir).catch(() => {}); // only if empty
    },
  };
}
