/** GET /api/projects: a page of published projects, newest first, filtered by difficulty and tag. */
import type { ProjectListResponse } from '@tinkerlabs/contract/projects';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/query-string.ts';

export interface ProjectListFilters {
  difficulty?: string;
  tag?: string;
  page?: number;
  /** A page past the numbered ones: the cursor of the page before (`nextCursor`). */
  after?: string;
  pageSize?: number;
}

export const projectsQuery = (filters: ProjectListFilters) =>
  queryOptions({
    queryKey: ['projects', 'list', filters],
    queryFn: ({ signal }) => api<ProjectListResponse>(withQuery('/api/projects', { ...filters }), { signal }),
    placeholderData: keepPreviousData,
  });
