/** GET /api/admin/projects/by-slug/:slug (administrators): a project in any status, with its history. */
import type { ProjectRecord } from '@tinkerlabs/contract/submissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminProjectsKey } from './project-queries.ts';

export const adminProjectQuery = (slug: string) =>
  queryOptions({
    queryKey: [...adminProjectsKey, 'by-slug', slug],
    queryFn: ({ signal }) =>
      api<ProjectRecord>(`/api/admin/projects/by-slug/${encodeURIComponent(slug)}`, { signal }),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export const useAdminProject = (slug: string) => useQuery(adminProjectQuery(slug));
