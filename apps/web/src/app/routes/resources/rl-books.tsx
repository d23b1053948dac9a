/** /resources/rl/books: the reinforcement-learning books. */
import { readingListQuery } from '@/features/resources/api/get-reading-list.ts';
import { ReadingListPage } from '@/features/resources/components/reading-list.tsx';
import type { PageLoader } from '../../page-routes.ts';

export const loader: PageLoader = (_args, queryClient) =>
  void queryClient.prefetchQuery(readingListQuery('book'));

export function Component() {
  return <ReadingListPage kind="book" />;
}
