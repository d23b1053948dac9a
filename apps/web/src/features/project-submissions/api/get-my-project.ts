/** GET /api/me/projects/:id: one of the member's own projects, with its history (404 for anyone else's). */
import type { ProjectRecord } from '@tinkerlabs/contract/submissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { myProjectsKey } from './project-queries.ts';

export const myProjectQuery = (id: string) =>
  queryOptions({
    queryKey: [...myProjectsKey, 'detail', id],
    queryFn: ({ signal }) => api<ProjectRecord>(`/api/me/projects/${encodeURIComponent(id)}`, { signal }),
    // The form holds the live copy; a refetch while typing would only be thrown away.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export const useMyProject = (id: string) => useQuery(myProjectQuery(id));
