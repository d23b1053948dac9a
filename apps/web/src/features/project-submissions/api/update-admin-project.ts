/**
 * PATCH /api/admin/projects/:id (administrators): any field of a project in any status, based on
 * the version the administrator loaded; a stale one answers 409 `stale_version` with the server's copy.
 */
import type { ProjectRecord, UpdateProjectRequest } from '@tinkerlabs/contract/submissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminProjectQuery } from './get-admin-project.ts';
import { invalidateProjectLists } from './project-queries.ts';

export const updateAdminProject = ({ id, body }: { id: string; body: UpdateProjectRequest }) =>
  api<ProjectRecord>(`/api/admin/projects/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export function useUpdateAdminProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminProject,
    onSuccess: (project) => {
      queryClient.setQueryData(adminProjectQuery(project.slug).queryKey, project);
      return invalidateProjectLists(queryClient);
    },
  });
}
