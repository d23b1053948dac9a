/** GET /api/admin/{kind}?q=&status=&page= (administrators): every record of a kind, any status. */
import type { SubmissionKind, SubmissionListResponse } from '@tinkerlabs/contract/submissions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/query-string.ts';

export interface ManagementFilters {
  q: string;
  status: string;
  page: number;
}

export const managementListKey = (kind: SubmissionKind) => ['admin', kind, 'list'] as const;

export const managementListQuery = (kind: SubmissionKind, filters: ManagementFilters) =>
  queryOptions({
    queryKey: [...managementListKey(kind), filters],
    queryFn: ({ signal }) =>
      api<SubmissionListResponse>(
        withQuery(`/api/admin/${kind}`, {
          q: filters.q,
          status: filters.status,
          page: filters.page,
          pageSize: 20,
        }),
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
