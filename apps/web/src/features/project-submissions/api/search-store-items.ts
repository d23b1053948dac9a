/**
 * GET /api/search?types=storeItem: approved store items whose name, part number or store matches,
 * for choosing a project's components. A hit's slug is the item's unique key; its path names the
 * store (/stores/{store}#item-{key}).
 */
import type { SearchHit, SearchResponse } from '@tinkerlabs/contract/search';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/query-string.ts';

export const minimumItemQueryLength = 2;

export interface ItemHit {
  uniqueKey: string;
  name: string;
  storeSlug: string | null;
}

export const itemHitOf = (hit: SearchHit): ItemHit => ({
  uniqueKey: hit.slug,
  name: hit.title,
  storeSlug: hit.path.match(/^\/stores\/([^/#?]+)/)?.[1] ?? null,
});

export const storeItemSearchQuery = (text: string) =>
  queryOptions({
    queryKey: ['project-submissions', 'item-search', text],
    queryFn: async ({ signal }) => {
      const response = await api<SearchResponse>(
        withQuery('/api/search', { q: text, types: 'storeItem', limit: 10 }),
        { signal },
      );
      return response.groups.flatMap((group) => group.items).map(itemHitOf);
    },
    enabled: text.trim().length >= minimumItemQueryLength,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
