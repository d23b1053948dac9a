/** GET /api/search: published content matching the words, grouped by type, with marked snippets. */
import type { SearchResponse } from '@tinkerlabs/contract/search';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/query-string.ts';

/** Fewer characters than this find too much to be useful. */
export const minimumQueryLength = 2;

export const searchQuery = (text: string) =>
  queryOptions({
    queryKey: ['search', text],
    queryFn: ({ signal }) => api<SearchResponse>(withQuery('/api/search', { q: text, limit: 5 }), { signal }),
    enabled: text.length >= minimumQueryLength,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
