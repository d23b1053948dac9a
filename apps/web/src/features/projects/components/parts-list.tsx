/**
 * What a project needs: each component with its quantity, the store item that sells it (price and a
 * link to the store's page and to the shop), and the total per currency.
 */
import type { ProjectComponent } from '@tinkerlabs/contract/projects';
import { Link } from '@/components/ui/link.tsx';
import { ExternalLink } from '@/components/ui/external-link.tsx';
import { formatPrice } from '@/lib/format-price.ts';
import { totalsByCurrency } from '../lib/parts-total.ts';

export const partsHeadingId = 'parts';

export function PartsList({ components }: { components: readonly ProjectComponent[] }) {
  if (components.length === 0) return null;
  return (
    <section aria-labelledby={partsHeadingId} className="my-10">
      <h2 id={partsHeadingId} className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white">
        What you need
      </h2>
      <ul className="mt-4 divide-y divide-neutral-200 rounded-xl border border-neutral-200 dark:divide-neutral-800 dark:border-neutral-800">
        {components.map(({ quantity, note, item }) => (
          <li key={item.uniqueKey} className="flex flex-wrap justify-between gap-x-4 gap-y-1 p-4">
            <div className="min-w-0">
              <p className="font-medium text-neutral-900 dark:text-white">
                <span className="text-neutral-600 dark:text-neutral-400">{quantity} × </span>
                {item.name}
              </p>
              {note ? <p className="text-sm text-neutral-600 dark:text-neutral-400">{note}</p> : null}
              <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
                <Link
                  to={`/stores/${item.store.slug}#item-${item.uniqueKey}`}
                  className="text-neutral-700 underline underline-offset-2 dark:text-neutral-300"
                >
                  {item.store.name}
                </Link>
                <ExternalLink href={item.url} context={item.name}>
                  Buy
                </ExternalLink>
              </p>
            </div>
            <p className="text-right font-semibold text-neutral-900 dark:text-white">
              {formatPrice(item.price, item.currency)}
              {quantity > 1 ? (
                <span className="block text-xs font-normal text-neutral-600 dark:text-neutral-400">each</span>
              ) : null}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-neutral-700 dark:text-neutral-300">
        Parts total: <strong>{totalsByCurrency(components).join(' + ')}</strong> at list prices, before
        shipping.
      </p>
    </section>
  );
}
