/** API paths with query strings: empty and absent values are left out, so `?tag=` never reaches the API. */
export type QueryValues = Record<string, string | number | undefined | null>;

/** @example withQuery('/api/articles', { page: 2, tag: '', q: 'pid' }) // '/api/articles?page=2&q=pid' */
export function withQuery(path: string, values: QueryValues): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}
