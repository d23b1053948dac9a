/**
 * `npm run db:backup` and `db:restore` for either database. PGlite: a gzipped tar of the folder, made
 * by the running server when there is one (see backup-requests.ts), else directly; PostgreSQL: pg_dump.
 */
import fs from 'node:fs';
import os from 'node:os';
import type { DatabaseConfig } from '../../config.ts';
import { DataDirLockedError, lockDataDir } from '../lock.ts';
import { requestBackupFromServer } from './backup-requests.ts';
import { dumpPgliteFolder, restorePgliteArchive } from './pglite-archive.ts';
import { dumpPostgres, restorePostgres } from './postgres-dump.ts';

/** Writes a backup of the configured database to `output`. */
export async function backupDatabase(database: DatabaseConfig, output: string): Promise<void> {
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
    const archive = await dumpPgliteFolder(dataDir);
    fs.writeFileSync(`${output}.partial`, archive);
    fs.renameSync(`${output}.partial`, output);
  } finally {
    lock.release();
  }
}

/** Restores `input` into the configured database, which must be new (an empty folder or database). */
export async function restoreDatabase(database: DatabaseConfig, input: string): Promise<void> {
  if (!fs.existsSync(input)) throw new Error(`There is no backup file ${input}.`);
  if (database.kind === 'postgres') return restorePostgres(database.url, input);
  if (!database.dataDir) throw new Error('Restore into a folder: set DATABASE_URL=pglite:PATH.');
  const lock = lockDataDir(database.dataDir);
  try {
    await restorePgliteArchive(new Uint8Array(fs.readFileSync(input)), database.dataDir);
  } finally {
    lock.release();
  }
}
