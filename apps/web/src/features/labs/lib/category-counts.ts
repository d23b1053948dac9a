/**
 * How many catalogue entries each category holds, counted from the whole catalogue's first page,
 * or null when that page does not hold the whole catalogue (then every category is offered).
 */
import type { Page } from '@tinkerlabs/contract/pagination';

/** @example categoryCounts({ items: [{ category: 'sensor' }], total: 1, … }) // Map { 'sensor' => 1 } */
export function categoryCounts<C extends string>(
  page: Page<{ category: C }> | undefined,
): Map<C, number> | null {
  if (!page || page.items.length < page.total) return null;
  const counts = new Map<C, number>();
  for (const item of page.items) counts.set(item.category, (counts.get(item.category) ?? 0) + 1);
  return counts;
}
