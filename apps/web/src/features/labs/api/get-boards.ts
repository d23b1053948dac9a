/** GET /api/labs/boards: a page of the development-board catalogue, filtered and sorted. */
import type { BoardListResponse } from '@tinkerlabs/contract/boards';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/query-string.ts';
import type { BoardFilters } from '../lib/board-filters.ts';

/** Every seeded board fits on one page, so the whole catalogue can be compared at a glance. */
export const boardPageSize = 24;

export const boardsQuery = (filters: BoardFilters, page: number) =>
  queryOptions({
    queryKey: ['labs', 'boards', 'list', filters, page],
    queryFn: ({ signal }) =>
      api<BoardListResponse>(
        withQuery('/api/labs/boards', {
          family: filters.family,
          wireless: filters.wireless.join(','),
          maxPrice: filters.maxPrice,
          sort: filters.sort,
          page,
          pageSize: boardPageSize,
        }),
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
