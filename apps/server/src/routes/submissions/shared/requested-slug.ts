/**
 * The slug a store or project is saved under: the one the member typed when it is free (409
 * `slug_taken` with a free suggestion otherwise), else one derived from the name or title and made
 * free with -2, -3 ….
 */
import { deriveSlug, freeSlugIn, type SlugColumns } from '../../../content/unique-slug.ts';
import type { Database } from '../../../db/client.ts';
import type { SubmissionNoun } from '../../../policies/submission-policy.ts';
import { slugTaken } from './submission-errors.ts';

const maxSlugLength = 100;

/** @example await resolveRequestedSlug(tx, storeSlugs, 'store', { requested: '', name: 'Maker Parts', id: null }) // 'maker-parts' */
export async function resolveRequestedSlug(
  db: Database,
  columns: SlugColumns,
  noun: SubmissionNoun,
  { requested, name, id }: { requested: string; name: string; id: string | null },
): Promise<string> {
  if (requested) {
    const free = await freeSlugIn(db, columns, requested, id, maxSlugLength);
    if (free !== requested) throw slugTaken(noun, requested, free);
    return requested;
  }
  return freeSlugIn(db, columns, deriveSlug(name), id, maxSlugLength);
}
