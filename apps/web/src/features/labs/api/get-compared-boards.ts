/** GET /api/labs/boards?slugs=…: just the boards picked for the comparison (their names and specifications). */
import type { BoardListResponse } from '@tinkerlabs/contract/boards';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/query-string.ts';
import { largestPage } from '../lib/labels.ts';

/**
 * The key ignores the picking order: reordering the same boards needs no new request. While another
 * board's figures load, the previous answer stays (the table does not blink).
 */
export const comparedBoardsQuery = (selection: readonly string[]) => {
  const slugs = selection.slice(0, largestPage);
  return queryOptions({
    queryKey: ['labs', 'boards', 'compare', [...slugs].sort()],
    queryFn: ({ signal }) =>
      api<BoardListResponse>(
        withQuery('/api/labs/boards', { slugs: slugs.join(','), pageSize: slugs.length }),
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
};
