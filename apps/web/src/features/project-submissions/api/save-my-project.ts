/**
 * POST /api/me/projects (a new project, pending review at once) and PATCH /api/me/projects/:id (the
 * member's own draft, pending or rejected project, based on the version they loaded).
 */
import type {
  CreateProjectRequest,
  ProjectRecord,
  UpdateProjectRequest,
} from '@tinkerlabs/contract/submissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { idempotencyKeyFor } from '@/lib/idempotency-key.ts';
import { myProjectQuery } from './get-my-project.ts';
import { invalidateProjectLists } from './project-queries.ts';

export type SaveMyProject =
  { id: null; body: CreateProjectRequest } | { id: string; body: UpdateProjectRequest };

export const saveMyProject = ({ id, body }: SaveMyProject) =>
  id === null
    ? api<ProjectRecord>('/api/me/projects', {
        method: 'POST',
        body,
        idempotencyKey: idempotencyKeyFor('/api/me/projects', body),
      })
    : api<ProjectRecord>(`/api/me/projects/${encodeURIComponent(id)}`, { method: 'PATCH', body });

export function useSaveMyProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyProject,
    onSuccess: (project) => {
      queryClient.setQueryData(myProjectQuery(project.id).queryKey, project);
      return invalidateProjectLists(queryClient);
    },
  });
}
