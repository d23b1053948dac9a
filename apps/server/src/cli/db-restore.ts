/**
 * `npm run db:restore -- FILE`: restores a backup made by `npm run db:backup` into the database
 * DATABASE_URL names and the upload folder STORAGE_DIR names. Both must be new: an empty or missing
 * PGlite folder (pglite:PATH) or an empty PostgreSQL database, and a folder without uploads. Nothing
 * is overwritten. Database-only backups of earlier versions restore the database alone.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { restoreSite } from '../db/backup/backup.ts';

try {
  const file = process.argv[2];
  if (!file) throw new Error('Name the backup file: npm run db:restore -- data/backups/tinkerlabs-….tar.gz');
  const config = loadConfig(process.env);
  const { manifest } = await restoreSite(config, path.resolve(file));
  const where = config.database.kind === 'postgres' ? 'the PostgreSQL database' : config.database.dataDir;
  console.log(
    manifest
      ? `Restored ${file} (made ${manifest.createdAt}): the database into ${where}, and ` +
          `${manifest.uploads.files} uploaded file(s) (${manifest.uploads.bytes} bytes) into ${config.storageDir}. ` +
          'Start the server with the same DATABASE_URL and STORAGE_DIR.'
      : `Restored ${file} into ${where}. It is a database-only backup from before backups included the ` +
          `uploaded images: ${config.storageDir} was left as it was. Start the server with the same DATABASE_URL.`,
  );
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
