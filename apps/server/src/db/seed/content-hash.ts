/**
 * A fingerprint of the content folder: the SHA-256 of every content file's path and bytes (text and
 * drawings), plus the loader's format version. Reading ~80 small files and hashing them takes a few
 * milliseconds, which is what lets an unchanged folder skip the seed entirely.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Bump when the loader turns the same files into different rows (a new column, a change in
 * markdownToDoc …), so existing databases pick the change up on their next start.
 */
export const contentFormatVersion = 2;

export function contentFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(md|ya?ml|svg)$/.test(entry.name) && full !== path.join(root, 'README.md'))
        files.push(full);
    }
  };
  walk(root);
  return files.map((file) => path.relative(root, file).split(path.sep).join('/')).sort();
}

export function hashContentFolder(root: string): string {
  const hash = createHash('sha256').update(`format ${contentFormatVersion}\n`);
  for (const file of contentFiles(root)) {
    hash
      .update(`${file}\n`)
      .update(fs.readFileSync(path.join(root, file)))
      .update('\n');
  }
  return hash.digest('hex');
}

/** The hash of one record as the seed writes it, stored in the row's seeded_hash. */
export function hashRecord(record: unknown): string {
  return createHash('sha256').update(JSON.stringify(record)).digest('hex').slice(0, 32);
}
