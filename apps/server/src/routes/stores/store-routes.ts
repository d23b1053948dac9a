/** GET /api/stores and GET /api/stores/:slug: published stores and their published items. */
import { slugPattern } from '@tinkerlabs/contract/query-params';
import { storeListQuerySchema, type StoreListResponse } from '@tinkerlabs/contract/stores';
import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import { toCursorPage } from '../../db/queries/pagination.ts';
import { notFound } from '../../http/errors.ts';
import { readQuery } from '../../http/query.ts';
import { presentStoreDetail, presentStoreSummary } from './store-presenter.ts';
import { findStore, listStores } from './store-queries.ts';

export function storeRoutes(db: Database): Hono {
  return new Hono()
    .get('/', async (c) => {
      const query = readQuery(c, storeListQuerySchema);
      const { rows, total, page: number, nextCursor } = await listStores(db, query);
      const page: StoreListResponse = toCursorPage(
        rows.map((row) => presentStoreSummary(row.store, row.itemCount)),
        total,
        { page: number, pageSize: query.pageSize },
        nextCursor,
      );
      return c.json(page);
    })
    .get('/:slug', async (c) => {
      const slug = c.req.param('slug');
      const found = slugPattern.test(slug) ? await findStore(db, slug) : null;
      if (!found) throw notFound(`There is no published store at /stores/${slug.slice(0, 100)}.`);
      return c.json(presentStoreDetail(found.store, found.items));
    });
}
