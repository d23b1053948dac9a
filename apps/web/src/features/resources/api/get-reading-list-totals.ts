/** How many resources each reading list holds: the RL books, papers and courses, and the whole library. */
import type { ResourceListResponse } from '@tinkerlabs/contract/resources';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const readingListPaths = {
  books: '/api/resources?collection=rl&kind=book&pageSize=1',
  papers: '/api/resources?collection=rl&kind=paper&pageSize=1',
  courses: '/api/resources?collection=rl&kind=course&pageSize=1',
  all: '/api/resources?pageSize=1',
} as const;

export type ReadingListTotals = Record<keyof typeof readingListPaths, number>;

export const readingListTotalsQuery = queryOptions({
  queryKey: ['resources', 'totals'],
  queryFn: async ({ signal }): Promise<ReadingListTotals> => {
    const entries = await Promise.all(
      Object.entries(readingListPaths).map(async ([name, path]) => {
        const page = await api<ResourceListResponse>(path, { signal });
        return [name, page.total] as const;
      }),
    );
    return Object.fromEntries(entries) as ReadingListTotals;
  },
});
