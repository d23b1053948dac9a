/** DELETE /api/admin/labs/{catalogue}/{slug}?baseUpdatedAt=… (administrators); 409 when it changed meanwhile. */
import type { AdminLabsCatalogue } from '@tinkerlabs/contract/admin-labs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/query-string.ts';
import { labsAdminKey } from './get-labs-list.ts';
import { labsRecordKey } from './get-labs-record.ts';

export interface DeleteLabsRecord {
  catalogue: AdminLabsCatalogue;
  slug: string;
  baseUpdatedAt: string;
}

export const deleteLabsRecord = ({ catalogue, slug, baseUpdatedAt }: DeleteLabsRecord) =>
  api<void>(withQuery(`/api/admin/labs/${catalogue}/${encodeURIComponent(slug)}`, { baseUpdatedAt }), {
    method: 'DELETE',
  });

export function useDeleteLabsRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLabsRecord,
    onSuccess: (_data, removed) =>
      queryClient.removeQueries({ queryKey: labsRecordKey(removed.catalogue, removed.slug) }),
    onSettled: (_data, _error, removed) =>
      queryClient.invalidateQueries({ queryKey: [...labsAdminKey, removed.catalogue, 'list'] }),
  });
}
