/** GET /api/projects?pageSize=3: the three newest projects, for the home page. */
import type { ProjectListResponse } from '@tinkerlabs/contract/projects';
import type { FetchQueryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const latestProjectsQuery = {
  queryKey: ['home', 'latest-projects'],
  queryFn: ({ signal }) => api<ProjectListResponse>('/api/projects?pageSize=3', { signal }),
} satisfies FetchQueryOptions<ProjectListResponse>;
