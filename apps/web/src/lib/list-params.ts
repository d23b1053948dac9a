/**
 * A list page's state lives in its URL: `?q=kalman&tag=control-systems&page=2`. Reading gives every
 * named parameter (empty string when absent) and the page number; changing a filter drops the page,
 * so a new filter starts on page 1. Shared links and the back button show the same list. Past its
 * numbered pages a long list is reached by cursor, `?after=…` (the API's `nextCursor`, opaque here),
 * which any other change drops too.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type ListParams<K extends string> = Record<K, string> & { page: number; after?: string };

/** @example readListParams(new URLSearchParams('tag=robotics&page=3'), ['q', 'tag']) // { q: '', tag: 'robotics', page: 3 } */
export function readListParams<K extends string>(
  search: URLSearchParams,
  names: readonly K[],
): ListParams<K> {
  const values = Object.fromEntries(names.map((name) => [name, search.get(name)?.trim() ?? ''])) as Record<
    K,
    string
  >;
  const page = Number(search.get('page'));
  const after = search.get('after');
  return { ...values, page: Number.isInteger(page) && page >= 1 ? page : 1, ...(after ? { after } : {}) };
}

/**
 * The search parameters after a change: empty values are removed, and any change but the page's own
 * sends the list back to page 1.
 * @example changedListParams(new URLSearchParams('tag=a&page=4'), { tag: 'b' }).toString() // 'tag=b'
 */
export function changedListParams(
  search: URLSearchParams,
  changes: Record<string, string | number | null>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (!('page' in changes)) next.delete('page');
  if (!('after' in changes)) next.delete('after');
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '' || (name === 'page' && Number(value) <= 1)) next.delete(name);
    else next.set(name, String(value));
  }
  return next;
}

/** The link target for one page of the current list, keeping its filters. */
export function pageSearch(search: URLSearchParams, page: number): string {
  const query = changedListParams(search, { page }).toString();
  return query ? `?${query}` : '?';
}

/** The link target for the page after a cursor (a page's `nextCursor`), keeping the filters. */
export function cursorSearch(search: URLSearchParams, after: string): string {
  return `?${changedListParams(search, { page: null, after }).toString()}`;
}

/** The list's parameters from the URL and a function to change them (a new history entry per change). */
export function useListParams<K extends string>(names: readonly K[]) {
  const [search, setSearch] = useSearchParams();
  const params = readListParams(search, names);
  const change = useCallback(
    (changes: Partial<Record<K | 'page', string | number | null>>) =>
      setSearch((current) => changedListParams(current, changes as Record<string, string | number | null>), {
        preventScrollReset: true, // the filters stay where the visitor is looking
      }),
    [setSearch],
  );
  return { params, search, change };
}
