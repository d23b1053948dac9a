/** GET /api/resources and GET /api/resources/:slug: the curated books, papers, courses and tools. */
import { slugPattern } from '@tinkerlabs/contract/query-params';
import { resourceListQuerySchema, type ResourceListResponse } from '@tinkerlabs/contract/resources';
import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import { toPage } from '../../db/queries/pagination.ts';
import { notFound } from '../../http/errors.ts';
import { readQuery } from '../../http/query.ts';
import { presentResource } from './resource-presenter.ts';
import { findResource, listResources } from './resource-queries.ts';

export function resourceRoutes(db: Database): Hono {
  return new Hono()
    .get('/', async (c) => {
      const query = readQuery(c, resourceListQuerySchema);
      const { rows, tags, total } = await listResources(db, query);
      const page: ResourceListResponse = toPage(
        rows.map((row) => presentResource(row, tags.get(row.id) ?? [])),
        total,
        query,
      );
      return c.json(page);
    })
    .get('/:slug', async (c) => {
      const slug = c.req.param('slug');
      const found = slugPattern.test(slug) ? await findResource(db, slug) : null;
      if (!found) throw notFound(`There is no resource at /resources/${slug.slice(0, 100)}.`);
      return c.json(presentResource(found.row, found.tags));
    });
}
