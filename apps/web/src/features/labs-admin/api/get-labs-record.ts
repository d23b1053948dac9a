/** GET /api/admin/labs/{catalogue}/{slug} (administrators): one entry with its version token and history. */
import type {
  AdminBoard,
  AdminHardware,
  AdminLabsCatalogue,
  AdminProgramming,
  AdminSimulator,
} from '@tinkerlabs/contract/admin-labs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { labsAdminKey } from './get-labs-list.ts';

export interface LabsRecordOf {
  hardware: AdminHardware;
  boards: AdminBoard;
  simulators: AdminSimulator;
  programming: AdminProgramming;
}
export type LabsRecord = LabsRecordOf[AdminLabsCatalogue];

export const labsRecordKey = (catalogue: AdminLabsCatalogue, slug: string) =>
  [...labsAdminKey, catalogue, 'record', slug] as const;

export const labsRecordQuery = (catalogue: AdminLabsCatalogue, slug: string) =>
  queryOptions({
    queryKey: labsRecordKey(catalogue, slug),
    queryFn: ({ signal }) =>
      api<LabsRecord>(`/api/admin/labs/${catalogue}/${encodeURIComponent(slug)}`, { signal }),
  });

export const useLabsRecord = (catalogue: AdminLabsCatalogue, slug: string) =>
  useQuery(labsRecordQuery(catalogue, slug));
