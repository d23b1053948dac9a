/**
 * The boards picked for the side-by-side comparison, kept in the page address as
 * `?compare=slug1,slug2` (in the order they were picked) so a comparison can be shared. The table
 * needs 2 to 4 boards: fewer says what is missing, more says how many to drop.
 */
import { slugPattern } from '@/lib/route-params.ts';

export const compareParam = 'compare';
export const minCompared = 2;
export const maxCompared = 4;

/** @example parseCompareSelection('esp32-devkitc, teensy-4-1,esp32-devkitc') // ['esp32-devkitc', 'teensy-4-1'] */
export function parseCompareSelection(value: string | null): string[] {
  if (!value) return [];
  const slugs = value
    .split(',')
    .map((slug) => slug.trim())
    .filter((slug) => slug.length <= 200 && slugPattern.test(slug));
  return [...new Set(slugs)];
}

/** The page address's parameters with the selection written in (removed when empty). */
export function writeCompareSelection(
  params: URLSearchParams,
  selection: readonly string[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (selection.length > 0) next.set(compareParam, selection.join(','));
  else next.delete(compareParam);
  return next;
}

/** Adds the board at the end of the selection, or takes it out. */
export function toggleCompared(selection: readonly string[], slug: string): string[] {
  return selection.includes(slug) ? selection.filter((s) => s !== slug) : [...selection, slug];
}

export type CompareStatus =
  | { kind: 'empty' }
  | { kind: 'too-few'; count: number }
  | { kind: 'ready'; count: number }
  | { kind: 'too-many'; count: number; excess: number };

export function compareStatus(selection: readonly string[]): CompareStatus {
  const count = selection.length;
  if (count === 0) return { kind: 'empty' };
  if (count < minCompared) return { kind: 'too-few', count };
  if (count > maxCompared) return { kind: 'too-many', count, excess: count - maxCompared };
  return { kind: 'ready', count };
}

const boards = (n: number) => `${n} board${n === 1 ? '' : 's'}`;

/** The sentence under the comparison heading, announced to screen readers as it changes. */
export function compareMessage(status: CompareStatus): string {
  switch (status.kind) {
    case 'empty':
      return `Tick "Compare" on ${minCompared} to ${maxCompared} boards to see their specifications side by side.`;
    case 'too-few':
      return `${boards(status.count)} picked. Pick at least ${boards(minCompared - status.count)} more to compare.`;
    case 'too-many':
      return `${boards(status.count)} picked, but the comparison shows at most ${maxCompared}. Untick ${boards(status.excess)} to see the table.`;
    case 'ready':
      return `Comparing ${boards(status.count)}.`;
  }
}

/** The fetched boards in the order they were picked; slugs that matched no board are listed apart. */
export function orderBySelection<T extends { slug: string }>(
  items: readonly T[],
  selection: readonly string[],
): { ordered: T[]; missing: string[] } {
  const bySlug = new Map(items.map((item) => [item.slug, item]));
  const ordered: T[] = [];
  const missing: string[] = [];
  for (const slug of selection) {
    const item = bySlug.get(slug);
    if (item) ordered.push(item);
    else missing.push(slug);
  }
  return { ordered, missing };
}
