/** GET /api/tags: the topic tags, for the tag filters of the lists. They change rarely. */
import type { TagListResponse } from '@tinkerlabs/contract/tags';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const tagsQuery = queryOptions({
  queryKey: ['tags'],
  queryFn: ({ signal }) => api<TagListResponse>('/api/tags', { signal }),
  staleTime: 10 * 60_000,
});
