/** DELETE /api/admin/resources/:id (administrators): remove a resource (its tag links go with it). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminResourceQuery } from './get-admin-resource.ts';
import { adminResourcesKey, publicResourcesKey } from './get-admin-resources.ts';

export const deleteAdminResource = (id: string) =>
  api<void>(`/api/admin/resources/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteAdminResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminResource,
    onSuccess: async (_nothing, id) => {
      queryClient.removeQueries({ queryKey: adminResourceQuery(id).queryKey });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminResourcesKey, 'list'] }),
        queryClient.invalidateQueries({ queryKey: publicResourcesKey }),
      ]);
    },
  });
}
