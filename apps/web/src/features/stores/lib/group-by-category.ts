/** A store's items by category, categories in alphabetical order, items in the order the API gave them. */
import type { StoreItem } from '@tinkerlabs/contract/stores';
import { compareText } from '@/lib/compare-text.ts';

export function groupByCategory(items: readonly StoreItem[]): [string, StoreItem[]][] {
  const groups = new Map<string, StoreItem[]>();
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups].sort(([a], [b]) => compareText(a, b));
}
