/**
 * The cache keys of learning-hub administration, and what every change refreshes: the dashboard's
 * lists and, since published lessons change with them, the public learning-hub pages (whose queries
 * all start with 'learninghub').
 */
import type { QueryClient } from '@tanstack/react-query';

export const adminLearninghubKey = ['admin', 'learninghub'] as const;
export const adminDomainsKey = [...adminLearninghubKey, 'domains'] as const;
export const adminTopicKey = (id: string) => [...adminLearninghubKey, 'topic', id] as const;
const publicLearninghubKey = ['learninghub'] as const;

/** After any write: the dashboard lists and the public pages are refetched when next shown. */
export async function refreshLearninghub(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminDomainsKey }),
    queryClient.invalidateQueries({ queryKey: publicLearninghubKey }),
  ]);
}
