/** What a project's parts cost together, per currency: ["$41.85", "€12.90"]. */
import type { ProjectComponent } from '@tinkerlabs/contract/projects';
import { formatPrice } from '@/lib/format-price.ts';

export function totalsByCurrency(components: readonly ProjectComponent[]): string[] {
  const totals = new Map<string, number>();
  for (const { quantity, item } of components) {
    totals.set(item.currency, (totals.get(item.currency) ?? 0) + quantity * item.price);
  }
  return [...totals].map(([currency, amount]) => formatPrice(amount, currency));
}
