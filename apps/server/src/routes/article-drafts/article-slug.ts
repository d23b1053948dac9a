/**
 * Article slugs: lowercase letters, digits and single hyphens, unique across all articles. A slug the
 * author typed must be free (409 with a free suggestion otherwise); one derived from the title is
 * made free by adding -2, -3 ….
 */
import { maxArticleSlugLength } from '@tinkerlabs/contract/article-drafts';
import { slugify } from '@tinkerlabs/rich-text/slug';
import { and, like, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';
import { slugTaken } from './article-draft-errors.ts';

const derivedSlugLength = 80;

/**
 * @example deriveSlug('PID control: a first look') // 'pid-control-a-first-look'
 * @example deriveSlug('') // 'untitled'
 */
export function deriveSlug(title: string): string {
  return trimSlug(slugify(title), derivedSlugLength) || 'untitled';
}

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
export async function freeSlug(db: Database, base: string, articleId: string | null): Promise<string> {
  // Every candidate starts with this stem (a suffix takes at most 6 characters), so one query finds
  // all the slugs in the way.
  const stem = trimSlug(base, maxArticleSlugLength - 6);
  const rows = await db
    .select({ slug: articles.slug })
    .from(articles)
    .where(and(like(articles.slug, `${stem}%`), articleId ? ne(articles.id, articleId) : undefined));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; n < 100_000; n++) {
    const suffix = `-${n}`;
    const candidate = `${trimSlug(base, maxArticleSlugLength - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
  return `${stem}-${crypto.randomUUID().slice(0, 5)}`;
}

function trimSlug(slug: string, length: number): string {
  return slug.slice(0, length).replace(/-+$/, '');
}
