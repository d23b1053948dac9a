/**
 * POST /api/admin/resources and PATCH /api/admin/resources/:id (administrators): create a resource,
 * or change one based on the `updatedAt` the form read (409 `stale_version` otherwise).
 */
import type {
  AdminResource,
  CreateAdminResourceRequest,
  UpdateAdminResourceRequest,
} from '@tinkerlabs/contract/admin-resources';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminResourceQuery } from './get-admin-resource.ts';
import { adminResourcesKey, publicResourcesKey } from './get-admin-resources.ts';

export type SaveResource =
  { id: null; request: CreateAdminResourceRequest } | { id: string; request: UpdateAdminResourceRequest };

export const saveAdminResource = ({ id, request }: SaveResource) =>
  id === null
    ? api<AdminResource>('/api/admin/resources', { method: 'POST', body: request })
    : api<AdminResource>(`/api/admin/resources/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: request,
      });

export function useSaveAdminResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminResource,
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminResourceQuery(saved.id).queryKey, saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminResourcesKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: publicResourcesKey }),
      ]);
    },
  });
}
