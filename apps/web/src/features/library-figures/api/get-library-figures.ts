/**
 * How much the library holds: the totals of the published lists (articles, projects, learning-hub
 * domains, resources, courses, stores), each read from its list endpoint with one item per page.
 */
import type { Page } from '@tinkerlabs/contract/pagination';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';

export const libraryLists = [
  { path: '/api/articles', to: '/articles', label: 'articles' },
  { path: '/api/projects', to: '/projects', label: 'projects' },
  { path: '/api/learninghub', to: '/learninghub', label: 'learning-hub domains' },
  { path: '/api/resources', to: '/resources', label: 'books, papers and courses' },
  { path: '/api/youniversity', to: '/youniversity', label: 'free university courses' },
  { path: '/api/stores', to: '/stores', label: 'stores' },
] as const;

export type LibraryFigure = (typeof libraryLists)[number] & { total: number };

export const libraryFiguresQuery = queryOptions({
  queryKey: ['library-figures'],
  queryFn: ({ signal }) =>
    Promise.all(
      libraryLists.map(async (list): Promise<LibraryFigure> => {
        const page = await api<Page<unknown>>(`${list.path}?pageSize=1`, { signal });
        return { ...list, total: page.total };
      }),
    ),
});
