/** GET /api/labs/programming/:slug: one language page's introduction, example programs and references. */
import type { ProgrammingLanguageDetail } from '@tinkerlabs/contract/programming';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { preloadMath } from '@/components/rich-text/preload-math.ts';
import { api } from '@/lib/api-client.ts';
import { loadOrNotFound } from '@/lib/load-or-not-found.ts';

export const programmingLanguageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['labs', 'programming', 'detail', slug],
    queryFn: ({ signal }) => api<ProgrammingLanguageDetail>(`/api/labs/programming/${slug}`, { signal }),
  });

/**
 * For the page's route loader: the page from the cache or the API (a 404 shows the not-found view),
 * and KaTeX when the introduction holds maths, so formulas show rendered from the first paint.
 */
export async function loadProgrammingLanguage(queryClient: QueryClient, slug: string, path: string) {
  const page = await loadOrNotFound(() => queryClient.ensureQueryData(programmingLanguageQuery(slug)), path);
  await preloadMath(page.introduction);
  return page;
}
