/** GET /api/labs/hardware: a page of the hardware components catalogue, all or one category. */
import type { HardwareListResponse } from '@tinkerlabs/contract/hardware';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/query-string.ts';
import type { HardwareCategory } from '../lib/labels.ts';

export const hardwarePageSize = 24;

export const hardwareQuery = (category: HardwareCategory | undefined, page: number) =>
  queryOptions({
    queryKey: ['labs', 'hardware', { category: category ?? null, page }],
    queryFn: ({ signal }) =>
      api<HardwareListResponse>(
        withQuery('/api/labs/hardware', { category, sort: 'name', page, pageSize: hardwarePageSize }),
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
