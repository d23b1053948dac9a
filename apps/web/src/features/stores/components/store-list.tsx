/**
 * The store directory: filters by the country a store is based in and by what it sells, kept in the
 * address. The choices come from the stores themselves.
 */
import type { StoreSummary } from '@tinkerlabs/contract/stores';
import { useQuery } from '@tanstack/react-query';
import { Badge, cardGridClass, ContentCard } from '@/components/content/content-card.tsx';
import { ExternalLink } from '@/components/ui/external-link.tsx';
import { FilterSelect, type FilterOption } from '@/components/ui/filter-select.tsx';
import { PagedResults } from '@/components/ui/paged-results.tsx';
import { compareText } from '@/lib/compare-text.ts';
import { labelFromSlug } from '@/lib/label-from-slug.ts';
import { useListParams } from '@/lib/list-params.ts';
import { allStoresQuery, storesQuery } from '../api/get-stores.ts';
import { storeFilterNames, storeFiltersFrom } from '../lib/stores-filters.ts';
import { shippingLine } from './shipping.ts';

function choices(stores: readonly StoreSummary[], options: (store: StoreSummary) => FilterOption[]) {
  const unique = new Map(stores.flatMap(options).map((option) => [option.value, option]));
  return [...unique.values()].sort((a, b) => compareText(a.label, b.label));
}

export function StoreList() {
  const { params, search, change } = useListParams(storeFilterNames);
  const stores = useQuery(storesQuery(storeFiltersFrom(search)));
  const all = useQuery(allStoresQuery).data?.items ?? [];
  return (
    <section aria-label="Stores" className="mt-8">
      <div className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <FilterSelect
          label="Based in"
          value={params.country}
          allLabel="Any country"
          options={choices(all, (store) => [{ value: store.country, label: store.countryName }])}
          onChange={(country) => change({ country })}
        />
        <FilterSelect
          label="Sells"
          value={params.category}
          allLabel="Any category"
          options={choices(all, (store) =>
            store.categories.map((category) => ({ value: category, label: labelFromSlug(category) })),
          )}
          onChange={(category) => change({ category })}
        />
      </div>
      <PagedResults query={stores} noun={['store', 'stores']} emptyHint="Choose Any country or Any category.">
        {(items) => (
          <ul className={cardGridClass}>
            {items.map((store, index) => (
              <li key={store.slug}>
                <ContentCard
                  to={`/stores/${store.slug}`}
                  title={store.name}
                  summary={store.description}
                  image={store.logo ? { src: store.logo, alt: `${store.name} logo`, kind: 'logo' } : null}
                  first={index === 0}
                  details={
                    <p className="text-sm text-neutral-600 dark:text-neutral-400">{shippingLine(store)}</p>
                  }
                  footer={
                    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                      <Badge>
                        {store.itemCount} {store.itemCount === 1 ? 'item' : 'items'} listed
                      </Badge>
                      <ExternalLink href={store.website} context={`of ${store.name}`}>
                        Website
                      </ExternalLink>
                    </div>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
    </section>
  );
}
