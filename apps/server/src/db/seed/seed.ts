/**
 * The seed: reference content kept as files in the repository and loaded on every start. It is
 * idempotent: tags are keyed by slug and upserted; the content folder is loaded by `seedContent`,
 * which skips an unchanged folder and never overwrites rows people have edited since. The folder's
 * drawings are put into Storage on every start (a no-op for files it already holds).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { tags } from '../schema.ts';
import { contentFolder } from './content-folder.ts';
import tagSeed from './data/tags.json' with { type: 'json' };
import type { Storage } from '../../storage/storage.ts';
import { seedContent, type ContentSeedReport } from './seed-content.ts';
import { readSeedImages, storeSeedImages } from './seed-images.ts';

export interface SeedReport {
  tags: number;
  /** null when the content folder was not asked for (`contentDir: null`). */
  content: ContentSeedReport | null;
  /** How many of the content folder's images were missing from storage and were stored. */
  imagesStored: number;
}

export interface SeedOptions {
  /** The content folder; defaults to the repository's, null seeds the tags only. */
  contentDir?: string | null;
  /** Where the content's images go (served at /uploads/…); without it, images are not stored. */
  storage?: Storage;
}

export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  await db.transaction(async (tx) => {
    await tx
      .insert(tags)
      .values(tagSeed)
      .onConflictDoUpdate({
        target: tags.slug,
        set: { name: sql`excluded.name`, description: sql`excluded.description`, updatedAt: sql`now()` },
        // Only touch rows whose seeded text changed, so updated_at means something.
        setWhere: sql`(${tags.name}, ${tags.description}) is distinct from (excluded.name, excluded.description)`,
      });
  });
  const contentDir = options.contentDir === undefined ? contentFolder() : options.contentDir;
  const content = contentDir === null ? null : await seedContent(db, contentDir);
  const imagesStored =
    contentDir !== null && options.storage
      ? await storeSeedImages(options.storage, readSeedImages(contentDir).images.values())
      : 0;
  return { tags: tagSeed.length, content, imagesStored };
}
