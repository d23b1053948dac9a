/**
 * `npm run db:restore -- FILE`: restores a backup made by `npm run db:backup` into the database
 * DATABASE_URL names, which must be new: an empty or missing PGlite folder (pglite:PATH), or an empty
 * PostgreSQL database. Nothing is overwritten.
 */
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { restoreDatabase } from '../db/backup/backup.ts';

try {
  const file = process.argv[2];
  if (!file) throw new Error('Name the backup file: npm run db:restore -- data/backups/tinkerlabs-….tar.gz');
  const { database } = loadConfig(process.env);
  await restoreDatabase(database, path.resolve(file));
  const where = database.kind === 'postgres' ? 'the PostgreSQL database' : database.dataDir;
  console.log(`Restored ${file} into ${where}. Start the server with the same DATABASE_URL.`);
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
