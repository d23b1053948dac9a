/** GET /api/labs/simulators: the curated simulators and emulators, all or one category. */
import type { SimulatorListResponse } from '@tinkerlabs/contract/simulators';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/query-string.ts';
import { largestPage, type SimulatorCategory } from '../lib/labels.ts';

/** One page of a category; without a category, the first 50 of all (the overview names them per category). */
export const simulatorsQuery = (category: SimulatorCategory | undefined, page = 1) =>
  queryOptions({
    queryKey: ['labs', 'simulators', { category: category ?? null, page }],
    queryFn: ({ signal }) =>
      api<SimulatorListResponse>(
        withQuery('/api/labs/simulators', { category, page, pageSize: largestPage }),
        {
          signal,
        },
      ),
    placeholderData: keepPreviousData,
  });
