/**
 * A store's items grouped by category, each with its price and a link to the shop. Every item has the
 * anchor `#item-<unique key>`, which search results and project parts lists link to; the targeted
 * item is outlined.
 */
import type { StoreItem } from '@tinkerlabs/contract/stores';
import { ExternalLink } from '@/components/ui/external-link.tsx';
import { EmptyState } from '@/components/ui/request-states.tsx';
import { formatPrice } from '@/lib/format-price.ts';
import { labelFromSlug } from '@/lib/label-from-slug.ts';
import { groupByCategory } from '../lib/group-by-category.ts';

export function StoreItems({ items, storeName }: { items: readonly StoreItem[]; storeName: string }) {
  if (items.length === 0) {
    return <EmptyState title="No items from this store are listed yet." />;
  }
  return (
    <div className="space-y-10">
      {groupByCategory(items).map(([category, group]) => (
        <section key={category} aria-labelledby={`category-${category}`}>
          <h2 id={`category-${category}`} className="text-xl font-semibold text-neutral-900 dark:text-white">
            {labelFromSlug(category)}
          </h2>
          <ul className="mt-3 divide-y divide-neutral-200 rounded-xl border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
            {group.map((item) => (
              <li
                key={item.uniqueKey}
                id={`item-${item.uniqueKey}`}
                className="flex flex-wrap justify-between gap-x-4 gap-y-2 p-4 target:bg-primary-50 dark:target:bg-primary-950"
              >
                {item.image ? (
                  <img
                    src={item.image}
                    alt=""
                    loading="lazy"
                    className="size-16 shrink-0 rounded border border-neutral-200 bg-white object-contain dark:border-neutral-700"
                  />
                ) : null}
                <div className="min-w-0 flex-1">
                  <h3 className="font-medium text-neutral-900 dark:text-white">{item.name}</h3>
                  <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">{item.description}</p>
                  <p className="mt-1 font-mono text-xs text-neutral-600 dark:text-neutral-400">
                    {item.uniqueKey}
                  </p>
                </div>
                <div className="text-right">
                  <p className="font-semibold text-neutral-900 dark:text-white">
                    {formatPrice(item.price, item.currency)}
                  </p>
                  <p className="mt-1 text-sm">
                    <ExternalLink href={item.url} context={`${item.name} at ${storeName}`}>
                      View
                    </ExternalLink>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
