/**
 * GET /api/search?q=&types=&limit=: full-text search across the published content, grouped by type.
 * Answers are kept a few seconds (search/search-cache.ts), and any change to the index drops them.
 */
import { searchQuerySchema, searchTypes, type SearchResponse } from '@tinkerlabs/contract/search';
import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import { readQuery } from '../../http/query.ts';
import { SearchCache } from '../../search/search-cache.ts';
import { searchIndexGeneration } from '../../search/search-index.ts';
import { searchIndex } from '../../search/search-query.ts';
import { presentSearch } from './search-presenter.ts';

export function searchRoutes(db: Database): Hono {
  const cache = new SearchCache<SearchResponse>({
    ttlMs: 10_000,
    maxEntries: 500,
    generation: searchIndexGeneration,
  });
  return new Hono().get('/', async (c) => {
    const { q, types, limit } = readQuery(c, searchQuerySchema);
    const wanted = types.length ? types : searchTypes;
    const key = JSON.stringify([q, wanted, limit]);
    return c.json(
      await cache.get(key, async () => presentSearch(q, wanted, await searchIndex(db, q, wanted, limit))),
    );
  });
}
