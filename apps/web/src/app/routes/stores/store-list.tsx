/** /stores: shops that sell electronics parts, filtered by country and category. */
import { SectionIntro } from '@/components/section-intro.tsx';
import { allStoresQuery, storesQuery } from '@/features/stores/api/get-stores.ts';
import { storeFiltersFrom } from '@/features/stores/lib/stores-filters.ts';
import { StoreList } from '@/features/stores/components/store-list.tsx';
import type { PageLoader } from '../../page-routes.ts';

export const loader: PageLoader = ({ request }, queryClient) => {
  void queryClient.prefetchQuery(storesQuery(storeFiltersFrom(new URL(request.url).searchParams)));
  void queryClient.prefetchQuery(allStoresQuery);
  return null;
};

export function Component() {
  return (
    <SectionIntro
      title="Stores"
      intro="Shops we trust for boards, sensors, motors and tools, with where they ship and a selection of the parts they sell at current list prices."
    >
      <StoreList />
    </SectionIntro>
  );
}
