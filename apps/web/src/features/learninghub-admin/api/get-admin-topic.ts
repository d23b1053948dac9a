/** GET /api/admin/learninghub/topics/:id: a lesson with its body, domain and history. */
import type { AdminTopic } from '@tinkerlabs/contract/admin-learninghub';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { adminTopicKey } from './learninghub-admin-keys.ts';

export const adminTopicQuery = (id: string) =>
  queryOptions({
    queryKey: adminTopicKey(id),
    queryFn: ({ signal }) =>
      api<AdminTopic>(`/api/admin/learninghub/topics/${encodeURIComponent(id)}`, { signal }),
    // The editor holds the live copy; a refetch while typing would only be thrown away.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export const useAdminTopic = (id: string) => useQuery(adminTopicQuery(id));
