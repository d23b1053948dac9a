/**
 * POST /api/admin/labs/{catalogue} (a new entry) and PATCH …/{slug} (an edit based on the
 * `updatedAt` it was read with; 409 stale_version when it moved on). Refreshes the lists after.
 */
import type { AdminLabsCatalogue } from '@tinkerlabs/contract/admin-labs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { labsAdminKey } from './get-labs-list.ts';
import { labsRecordKey, type LabsRecord } from './get-labs-record.ts';

export type SaveLabsRecord =
  | { catalogue: AdminLabsCatalogue; mode: 'create'; fields: Record<string, unknown> }
  | {
      catalogue: AdminLabsCatalogue;
      mode: 'edit';
      slug: string;
      baseUpdatedAt: string;
      fields: Record<string, unknown>;
    };

export const saveLabsRecord = (save: SaveLabsRecord) =>
  save.mode === 'create'
    ? api<LabsRecord>(`/api/admin/labs/${save.catalogue}`, { method: 'POST', body: save.fields })
    : api<LabsRecord>(`/api/admin/labs/${save.catalogue}/${encodeURIComponent(save.slug)}`, {
        method: 'PATCH',
        body: { ...save.fields, baseUpdatedAt: save.baseUpdatedAt },
      });

export function useSaveLabsRecord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLabsRecord,
    onSuccess: (record, save) => queryClient.setQueryData(labsRecordKey(save.catalogue, record.slug), record),
    onSettled: (_record, _error, save) =>
      queryClient.invalidateQueries({ queryKey: [...labsAdminKey, save.catalogue, 'list'] }),
  });
}
