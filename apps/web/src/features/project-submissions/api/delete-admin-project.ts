/** DELETE /api/admin/projects/:id (administrators): 204, or 409 `in_use` naming what refers to it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { invalidateProjectLists } from './project-queries.ts';

export const deleteAdminProject = (id: string) =>
  api<void>(`/api/admin/projects/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteAdminProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminProject,
    // Marked stale only: the page on screen is the deleted project's, which would refetch into a 404.
    onSuccess: () => invalidateProjectLists(queryClient, { refetch: false }),
  });
}
