/**
 * `npm run db:backup` and `db:restore`: the database and the uploaded images, together in one file
 * (its format: backup-archive.ts). The database part is PGlite's archive of its folder, made by the
 * running server when there is one (backup-requests.ts), else directly; or pg_dump's. The images come
 * from the configured store, the local disk (STORAGE_DIR) or an S3 bucket (STORAGE_URL), and are
 * restored into whichever store the restore is configured with: a backup also moves a site between
 * the two.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config, DatabaseConfig } from '../../config.ts';
import { DataDirLockedError, lockDataDir } from '../lock.ts';
import {
  backupFileKind,
  readBackupArchive,
  writeBackupArchive,
  type BackupManifest,
} from './backup-archive.ts';
import { requestBackupFromServer } from './backup-requests.ts';
import { assertNoDatabaseIn, dumpPgliteFolder, restorePgliteArchive } from './pglite-archive.ts';
import { assertEmptyDatabase, dumpPostgres, restorePostgres } from './postgres-dump.ts';
import { createStorage, type StorageConfig } from '../../storage/create-storage.ts';
import { assertNoUploadsIn, listUploads, stageUploads } from './backup-uploads.ts';

type Site = Pick<Config, 'database'> & StorageConfig;

/**
 * Writes a backup of the database and the uploads to `output`; returns its manifest.
 * @example const { uploads } = await backupSite(loadConfig(process.env), 'data/backups/site.tar.gz')
 */
export async function backupSite(site: Site, output: string): Promise<BackupManifest> {
  const { database } = site;
  const storage = createStorage(site);
  const databaseFile = `${output}.database`;
  try {
    await dumpDatabase(database, databaseFile);
    // The uploads are listed and copied after the database's snapshot, never before. An upload's file is
    // stored before its row is written (upload-routes.ts), and content names it only after that, so every
    // file the snapshot refers to is already on disk. Files uploaded since the snapshot come along too,
    // unknown to the restored database: harmless, as nothing refers to them, and the hourly clean-up
    // removes files without a record after a day (upload-cleanup.ts). The other way round would lose
    // images. One narrow window remains: should an edit drop the last reference to an
    // upload older than a day while the dump runs, and the clean-up delete it before the listing, the
    // snapshot names a file the copy lacks (one deleted during the copy stops the backup: addFile).
    const uploads = await listUploads(storage);
    return await writeBackupArchive(output, { database: database.kind, databaseFile, storage, uploads });
  } finally {
    fs.rmSync(databaseFile, { force: true });
  }
}

async function dumpDatabase(database: DatabaseConfig, output: string): Promise<void> {
  if (database.kind === 'postgres') return dumpPostgres(database.url, output);
  if (!database.dataDir) throw new Error('An in-memory database has nothing to back up.');
  const dataDir = fs.existsSync(database.dataDir) ? fs.realpathSync(database.dataDir) : database.dataDir;
  if (!fs.existsSync(dataDir)) throw new Error(`There is no database in ${dataDir}.`);
  let lock;
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    if (error.owner.host !== os.hostname()) {
      throw new Error(`${error.message} Run the backup on ${error.owner.host}, where that server runs.`);
    }
    return requestBackupFromServer(dataDir, error.owner.pid, output);
  }
  try {
    fs.writeFileSync(output, await dumpPgliteFolder(dataDir));
  } finally {
    lock.release();
  }
}

/** What a restore brought back; `manifest` is null for a database-only backup of an older version. */
export interface RestoreResult {
  manifest: BackupManifest | null;
}

/**
 * Restores `input` into the configured database and store. Both must be new (an empty folder or
 * database, a folder or bucket folder without uploads), and both are checked before anything is
 * written; the database is restored from a fully read and checked file, and only then do the uploads
 * move into place.
 */
export async function restoreSite(site: Site, input: string): Promise<RestoreResult> {
  const { database } = site;
  if (!fs.existsSync(input)) throw new Error(`There is no backup file ${input}.`);
  const kind = await backupFileKind(input);
  if (kind !== 'archive') {
    const dumpKind = kind === 'postgres-only' ? 'postgres' : 'pglite';
    assertSameKind(input, dumpKind, database.kind);
    await assertNewDatabase(database);
    await restoreDatabaseFile(database, input);
    return { manifest: null };
  }
  const storage = createStorage(site);
  await assertNoUploadsIn(site, storage);
  await assertNewDatabase(database);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-restore-'));
  const staged = await stageUploads(site, storage);
  try {
    const databaseFile = path.join(work, 'database');
    const manifest = await readBackupArchive(input, {
      databaseFile,
      uploadsDir: staged.dir,
      checkManifest: (found) => assertSameKind(input, found.database, database.kind),
    }).catch((error: Error) => {
      throw new Error(`${error.message} Nothing was restored.`);
    });
    await restoreDatabaseFile(database, databaseFile);
    await staged.commit();
    return { manifest };
  } finally {
    await staged.discard();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function assertSameKind(file: string, found: DatabaseConfig['kind'], wanted: DatabaseConfig['kind']) {
  const name = (kind: string) => (kind === 'postgres' ? 'PostgreSQL' : 'PGlite');
  if (found !== wanted) {
    throw new Error(
      `${file} holds a ${name(found)} database, and DATABASE_URL names a ${name(wanted)} one: ` +
        'restore it into the kind it came from.',
    );
  }
}

/** A restore never overwrites: an empty PostgreSQL database, or a missing or empty PGlite folder. */
async function assertNewDatabase(database: DatabaseConfig): Promise<void> {
  if (database.kind === 'postgres') return assertEmptyDatabase(database.url);
  if (!database.dataDir) throw new Error('Restore into a folder: set DATABASE_URL=pglite:PATH.');
  assertNoDatabaseIn(database.dataDir);
}

async function restoreDatabaseFile(database: DatabaseConfig, file: string): Promise<void> {
  if (database.kind === 'postgres') return restorePostgres(database.url, file);
  const lock = lockDataDir(database.dataDir!); // assertNewDatabase has checked there is a folder
  try {
    await restorePgliteArchive(new Uint8Array(fs.readFileSync(file)), database.dataDir!);
  } finally {
    lock.release();
  }
}
