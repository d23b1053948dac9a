/** GET /api/search?q=&types=&limit=: full-text search across the published content, grouped by type. */
import { searchQuerySchema, searchTypes } from '@tinkerlabs/contract/search';
import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import { readQuery } from '../../http/query.ts';
import { searchIndex } from '../../search/search-query.ts';
import { presentSearch } from './search-presenter.ts';

export function searchRoutes(db: Database): Hono {
  return new Hono().get('/', async (c) => {
    const { q, types, limit } = readQuery(c, searchQuerySchema);
    const wanted = types.length ? types : searchTypes;
    const rows = await searchIndex(db, q, wanted, limit);
    return c.json(presentSearch(q, wanted, rows));
  });
}
