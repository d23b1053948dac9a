/** GET /api/projects/:slug: one project with its steps and the store items for its components. */
import type { ProjectDetail } from '@tinkerlabs/contract/projects';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const projectQuery = (slug: string) =>
  queryOptions({
    queryKey: ['projects', 'detail', slug],
    queryFn: ({ signal }) => api<ProjectDetail>(`/api/projects/${slug}`, { signal }),
  });
