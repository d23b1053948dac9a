/** GET /api/me/submissions: the member's own submissions of every type, newest change first. */
import type { MySubmissionsResponse } from '@tinkerlabs/contract/submissions';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const mySubmissionsKey = ['me', 'submissions'] as const;

export const mySubmissionsQuery = queryOptions({
  queryKey: mySubmissionsKey,
  queryFn: ({ signal }) => api<MySubmissionsResponse>('/api/me/submissions', { signal }),
});
