/**
 * `npm run db:backup [-- FILE]`: a consistent backup of the database DATABASE_URL names, safe while the
 * site runs. PGlite: a .tar.gz of the folder (default data/backups/tinkerlabs-<time>.tar.gz);
 * PostgreSQL: a pg_dump custom-format file (.dump).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { backupDatabase } from '../db/backup/backup.ts';

try {
  const { database } = loadConfig(process.env);
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
  const output = path.resolve(
    process.argv[2] ?? `data/backups/tinkerlabs-${stamp}.${database.kind === 'postgres' ? 'dump' : 'tar.gz'}`,
  );
  fs.mkdirSync(path.dirname(output), { recursive: true });
  await backupDatabase(database, output);
  console.log(`Backup written to ${output} (${fs.statSync(output).size} bytes).`);
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
