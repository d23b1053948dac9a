/** GET /api/labs/lessons?lab=…: the lessons that use the lab page at an address, for its "Learn the theory" card. */
import type { LabLessonsResponse } from '@tinkerlabs/contract/lab-lessons';
import { labPageOf } from '@tinkerlabs/contract/lab-pages';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { withQuery } from '@/lib/query-string.ts';

export const labLessonsQuery = (lab: string) =>
  queryOptions({
    queryKey: ['learninghub', 'lab-lessons', lab],
    queryFn: ({ signal }) => api<LabLessonsResponse>(withQuery('/api/labs/lessons', { lab }), { signal }),
    staleTime: 5 * 60_000,
  });

/**
 * Starts loading the lessons of the lab page a loader's request is for, without waiting (the page
 * draws the card with them when they arrive, or with its loading line).
 */
export function prefetchLabLessons(queryClient: QueryClient, request: Request): void {
  const lab = labPageOf(new URL(request.url).pathname);
  if (lab) void queryClient.prefetchQuery(labLessonsQuery(lab));
}
