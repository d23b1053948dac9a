/** GET /api/admin/labs/{catalogue} (administrators): one page of a catalogue, searched and filtered. */
import type { AdminLabsCatalogue, AdminLabsListResponse } from '@tinkerlabs/contract/admin-labs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/query-string.ts';

export const labsAdminKey = ['admin', 'labs'] as const;

export interface LabsListParams {
  q: string;
  category: string;
  page: number;
}

export const labsListQuery = (catalogue: AdminLabsCatalogue, params: LabsListParams) =>
  queryOptions({
    queryKey: [...labsAdminKey, catalogue, 'list', params],
    queryFn: ({ signal }) =>
      api<AdminLabsListResponse>(
        withQuery(`/api/admin/labs/${catalogue}`, {
          ...params,
          page: params.page > 1 ? params.page : null,
          pageSize: 20,
        }),
        { signal },
      ),
    placeholderData: keepPreviousData,
  });

export const useLabsList = (catalogue: AdminLabsCatalogue, params: LabsListParams) =>
  useQuery(labsListQuery(catalogue, params));
