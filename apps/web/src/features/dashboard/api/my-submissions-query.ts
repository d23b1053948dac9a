/**
 * GET /api/me/submissions: a page of the member's own submissions of every type, newest change first,
 * and how many of all of them wait for the member.
 */
import type { MySubmissionsResponse } from '@tinkerlabs/contract/submissions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/query-string.ts';

/** Every page's key starts with it: invalidating it refreshes them all. */
export const mySubmissionsKey = ['me', 'submissions'] as const;

export const mySubmissionsQuery = (page: number) =>
  queryOptions({
    queryKey: [...mySubmissionsKey, 'page', page],
    queryFn: ({ signal }) =>
      api<MySubmissionsResponse>(withQuery('/api/me/submissions', { page }), { signal }),
    placeholderData: keepPreviousData,
  });
