/**
 * `npm run db:restore -- FILE`: restores a backup made by `npm run db:backup` into the database
 * DATABASE_URL names and the upload folder STORAGE_DIR names (or the bucket STORAGE_URL names). Both
 * must be new: an empty or missing PGlite folder (pglite:PATH) or an empty PostgreSQL database, and a
 * folder (or bucket folder) without uploads. Nothing is overwritten. Database-only backups of earlier versions restore the database alone.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { restoreSite } from '../db/backup/backup.ts';
import { describeStorage } from '../storage/create-storage.ts';

try {
  const file = process.argv[2];
  if (!file) throw new Error('Name the backup file: npm run db:restore -- data/backups/tinkerlabs-….tar.gz');
  const config = loadConfig(process.env);
  const { manifest } = await restoreSite(config, path.resolve(file));
  const where = config.database.kind === 'postgres' ? 'the PostgreSQL database' : config.database.dataDir;
  console.log(
    manifest
      ? `Restored ${file} (made ${manifest.createdAt}): the database into ${where}, and ` +
          `${manifest.uploads.files} uploaded file(s) (${manifest.uploads.bytes} bytes) into ${describeStorage(config)}. ` +
          `Start the server with the same DATABASE_URL and ${config.storageUrl ? 'STORAGE_URL' : 'STORAGE_DIR'}.`
      : `Restored ${file} into ${where}. It is a database-only backup from before backups included the ` +
          `uploaded images: ${describeStorage(config)} was left as it was. Start the server with the same DATABASE_URL.`,
  );
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
