/**
 * A store as the public page shows it above its items: logo, name, description, where it is based
 * and ships, its categories and the link to its website. The review queue shows the same.
 */
import type { StoreSummary } from '@tinkerlabs/contract/stores';
import { Badge } from '@/components/content/content-card.tsx';
import { ExternalLink } from '@/components/ui/external-link.tsx';
import { labelFromSlug } from '@/lib/label-from-slug.ts';
import { shippingLine } from './shipping.ts';

export function StoreProfile({
  store,
  headingLevel = 1,
}: {
  store: StoreSummary;
  /** 1 on the store's own page; lower where it is previewed inside another page. */
  headingLevel?: 1 | 3;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h3';
  return (
    <div>
      <div className="flex items-center gap-4">
        {store.logo ? (
          <img
            src={store.logo}
            alt={`${store.name} logo`}
            className="size-16 shrink-0 rounded-lg border border-neutral-200 bg-white object-contain p-1 dark:border-neutral-700"
          />
        ) : null}
        <Heading
          className={`font-bold tracking-tight text-neutral-900 dark:text-white ${headingLevel === 1 ? 'text-3xl sm:text-4xl' : 'text-2xl'}`}
        >
          {store.name}
        </Heading>
      </div>
      <p className="mt-4 max-w-3xl text-lg text-neutral-600 dark:text-neutral-300">{store.description}</p>
      <p className="mt-4 text-sm text-neutral-700 dark:text-neutral-300">{shippingLine(store)}</p>
      <p className="mt-3 flex flex-wrap items-center gap-2">
        {store.categories.map((category) => (
          <Badge key={category}>{labelFromSlug(category)}</Badge>
        ))}
      </p>
      <p className="mt-4">
        <ExternalLink href={store.website}>Visit {store.name}</ExternalLink>
      </p>
    </div>
  );
}
