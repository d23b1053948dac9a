/** GET /api/labs/simulators and GET /api/labs/simulators/:slug: simulators and emulators. */
import { slugPattern } from '@tinkerlabs/contract/query-params';
import { simulatorListQuerySchema, type SimulatorListResponse } from '@tinkerlabs/contract/simulators';
import { Hono } from 'hono';
import type { Database } from '../../../db/client.ts';
import { toPage } from '../../../db/queries/pagination.ts';
import { notFound } from '../../../http/errors.ts';
import { readQuery } from '../../../http/query.ts';
import { presentSimulator } from './simulator-presenter.ts';
import { findSimulator, listSimulators } from './simulator-queries.ts';

export function simulatorRoutes(db: Database): Hono {
  return new Hono()
    .get('/', async (c) => {
      const query = readQuery(c, simulatorListQuerySchema);
      const { rows, tags, total } = await listSimulators(db, query);
      const page: SimulatorListResponse = toPage(
        rows.map((row) => presentSimulator(row, tags.get(row.id) ?? [])),
        total,
        query,
      );
      return c.json(page);
    })
    .get('/:slug', async (c) => {
      const slug = c.req.param('slug');
      const found = slugPattern.test(slug) ? await findSimulator(db, slug) : null;
      if (!found) throw notFound(`There is no simulator "${slug.slice(0, 100)}" in the catalogue.`);
      return c.json(presentSimulator(found.row, found.tags));
    });
}
