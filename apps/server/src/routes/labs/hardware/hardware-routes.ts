/** GET /api/labs/hardware and GET /api/labs/hardware/:slug: the hardware component catalogue. */
import { hardwareListQuerySchema, type HardwareListResponse } from '@tinkerlabs/contract/hardware';
import { slugPattern } from '@tinkerlabs/contract/query-params';
import { Hono } from 'hono';
import type { Database } from '../../../db/client.ts';
import { toPage } from '../../../db/queries/pagination.ts';
import { notFound } from '../../../http/errors.ts';
import { readQuery } from '../../../http/query.ts';
import { presentHardware } from './hardware-presenter.ts';
import { findHardware, listHardware } from './hardware-queries.ts';

export function hardwareRoutes(db: Database): Hono {
  return new Hono()
    .get('/', async (c) => {
      const query = readQuery(c, hardwareListQuerySchema);
      const { rows, tags, total } = await listHardware(db, query);
      const page: HardwareListResponse = toPage(
        rows.map((row) => presentHardware(row, tags.get(row.id) ?? [])),
        total,
        query,
      );
      return c.json(page);
    })
    .get('/:slug', async (c) => {
      const slug = c.req.param('slug');
      const found = slugPattern.test(slug) ? await findHardware(db, slug) : null;
      if (!found) throw notFound(`There is no hardware component "${slug.slice(0, 100)}" in the catalogue.`);
      return c.json(presentHardware(found.row, found.tags));
    });
}
