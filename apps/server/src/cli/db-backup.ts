/**
 * `npm run db:backup [-- FILE]`: a consistent backup of the database DATABASE_URL names and of the
 * uploaded images in STORAGE_DIR, or in the S3 bucket STORAGE_URL names, safe while the site runs, as
 * one .tar.gz (default data/backups/tinkerlabs-<time>.tar.gz; its format: db/backup/backup-archive.ts).
 * Images in a bucket are copied into the file too, so one file restores the whole site, into either
 * kind of store (docs/deploying.md says why, and what the bucket's own versioning adds).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { backupSite } from '../db/backup/backup.ts';
import { describeStorage } from '../storage/create-storage.ts';

try {
  const config = loadConfig(process.env);
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
  const output = path.resolve(process.argv[2] ?? `data/backups/tinkerlabs-${stamp}.tar.gz`);
  fs.mkdirSync(path.dirname(output), { recursive: true });
  const { uploads } = await backupSite(config, output);
  console.log(
    `Backup written to ${output} (${fs.statSync(output).size} bytes): the database and ` +
      `${uploads.files} uploaded file(s) (${uploads.bytes} bytes) from ${describeStorage(config)}.`,
  );
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}
