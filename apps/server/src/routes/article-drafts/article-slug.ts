/**
 * Article slugs: lowercase letters, digits and single hyphens, unique across all articles. A slug the
 * author typed must be free (409 with a free suggestion otherwise); one derived from the title is
 * made free by adding -2, -3 ….
 */
import { maxArticleSlugLength } from '@tinkerlabs/contract/article-drafts';
import { deriveSlug, freeSlugIn } from '../../content/unique-slug.ts';
import type { Database } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';
import { slugTaken } from './article-draft-errors.ts';

/**
 * The slug to store: `requested` when given and free, else one derived from `title`.
 * @example await resolveSlug(tx, { requested: '', title: 'Kalman filters', articleId: null }) // 'kalman-filters-2'
 */
export async function resolveSlug(
  db: Database,
  { requested, title, articleId }: { requested: string; title: string; articleId: string | null },
): Promise<string> {
  if (requested) {
    const free = await freeSlug(db, requested, articleId);
    if (free !== requested) throw slugTaken(requested, free);
    return requested;
  }
  return freeSlug(db, deriveSlug(title), articleId);
}

/** `base` if no other article has it, else the first free `base-n`. */
export function freeSlug(db: Database, base: string, articleId: string | null): Promise<string> {
  return freeSlugIn(
    db,
    { table: articles, slug: articles.slug, id: articles.id },
    base,
    articleId,
    maxArticleSlugLength,
  );
}
