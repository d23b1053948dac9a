/** The stores list's filters as the page's address holds them (see lib/list-params.ts). */
import { readListParams } from '@/lib/list-params.ts';
import type { StoreListFilters } from '../api/get-stores.ts';

export const storeFilterNames = ['country', 'category'] as const;
export const storeFiltersFrom = (search: URLSearchParams): StoreListFilters =>
  readListParams(search, storeFilterNames);
