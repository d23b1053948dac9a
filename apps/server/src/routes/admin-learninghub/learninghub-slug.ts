/**
 * Slugs of domains (unique across domains) and topics (unique within their domain): a typed slug
 * must be free (409 with a free suggestion otherwise); one derived from the title gets -2, -3 … .
 */
import { maxLearninghubSlugLength } from '@tinkerlabs/contract/admin-learninghub';
import { slugify } from '@tinkerlabs/rich-text/slug';
import type { Database } from '../../db/client.ts';
import { slugTaken } from './learninghub-admin-errors.ts';
import { slugsInUse } from './learninghub-admin-queries.ts';

export interface SlugScope {
  /** null for domains; the domain's id for its topics. */
  domainId: string | null;
  /** The record being edited (its own slug does not count as taken). */
  currentSlug: string | null;
  /** How the address reads in a message, given the slug, e.g. (s) => `/learninghub/${s}`. */
  address: (slug: string) => string;
}

/**
 * @example await resolveLearninghubSlug(tx, '', 'Control systems', scope) // 'control-systems' (or -2 …)
 */
export async function resolveLearninghubSlug(
  db: Database,
  requested: string,
  title: string,
  scope: SlugScope,
): Promise<string> {
  const taken = await slugsInUse(db, { domainId: scope.domainId });
  if (scope.currentSlug) taken.delete(scope.currentSlug);
  if (requested) {
    if (taken.has(requested)) throw slugTaken(scope.address(requested), freeSlug(requested, taken));
    return requested;
  }
  return freeSlug(trim(slugify(title), maxLearninghubSlugLength) || 'untitled', taken);
}

function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${trim(base, maxLearninghubSlugLength - suffix.length)}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

function trim(slug: string, length: number): string {
  return slug.slice(0, length).replace(/-+$/, '');
}
