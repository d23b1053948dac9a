/**
 * POST /api/me/projects/:id/withdraw (pending → draft) and /submit (draft or rejected → pending):
 * the member's workflow steps, based on the version last seen (409 when it moved on).
 */
import type { ProjectRecord } from '@tinkerlabs/contract/submissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { myProjectQuery } from './get-my-project.ts';
import { invalidateProjectLists } from './project-queries.ts';

export type ProjectStep = 'withdraw' | 'submit';

export const changeMyProjectStatus = ({
  id,
  step,
  baseVersion,
}: {
  id: string;
  step: ProjectStep;
  baseVersion: number;
}) =>
  api<ProjectRecord>(`/api/me/projects/${encodeURIComponent(id)}/${step}`, {
    method: 'POST',
    body: { baseVersion },
  });

export function useChangeMyProjectStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMyProjectStatus,
    onSuccess: (project) => {
      queryClient.setQueryData(myProjectQuery(project.id).queryKey, project);
      return invalidateProjectLists(queryClient);
    },
  });
}
