/** /stores/:slug: a store, where it ships, and its items with prices and links. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Breadcrumbs } from '@/components/content/breadcrumbs.tsx';
import { PageMeta } from '@/components/page-meta.tsx';
import { storeQuery } from '@/features/stores/api/get-store.ts';
import { StoreProfile } from '@/features/stores/components/store-profile.tsx';
import { StoreItems } from '@/features/stores/components/store-items.tsx';
import { loadOrNotFound } from '@/lib/load-or-not-found.ts';
import type { PageLoader } from '../../page-routes.ts';

export const loader: PageLoader = async ({ params, request }, queryClient) => {
  await loadOrNotFound(
    () => queryClient.ensureQueryData(storeQuery(params.slug!)),
    new URL(request.url).pathname,
  );
  return null;
};

export function Component() {
  const { data: store } = useSuspenseQuery(storeQuery(useParams().slug!));
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <PageMeta title={store.name} description={store.description} />
      <Breadcrumbs trail={[{ to: '/stores', label: 'Stores' }]} current={store.name} />
      <div className="mt-4">
        <StoreProfile store={store} />
      </div>
      <p className="mt-10 mb-4 text-sm text-neutral-600 dark:text-neutral-400">
        {store.items.length} {store.items.length === 1 ? 'item' : 'items'} · list prices in the store&apos;s
        currency; check the store before ordering.
      </p>
      <StoreItems items={store.items} storeName={store.name} />
    </div>
  );
}
