/**
 * The cache keys of this feature's reads, and what a change to a project makes stale: every query
 * that shows projects or submissions (the dashboard, the review queue, the management list, the
 * public pages), whoever owns it.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export const myProjectsKey = ['me', 'projects'] as const;
export const adminProjectsKey = ['admin', 'projects'] as const;

export function invalidateProjectLists(
  queryClient: QueryClient,
  { refetch = true }: { refetch?: boolean } = {},
): Promise<void> {
  return queryClient.invalidateQueries({
    refetchType: refetch ? 'active' : 'none',
    predicate: ({ queryKey }) =>
      !isOwnCopy(queryKey) &&
      (queryKey.includes('projects') ||
        queryKey.includes('submissions') ||
        queryKey.includes('pending-counts')),
  });
}

/** The form's own copy is set from the answer: refetching it would restart the open form. */
const isOwnCopy = (key: QueryKey) =>
  (key[0] === 'me' && key[1] === 'projects' && key[2] === 'detail') ||
  (key[0] === 'admin' && key[1] === 'projects' && key[2] === 'by-slug');
