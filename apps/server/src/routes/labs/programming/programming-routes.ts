/** GET /api/labs/programming and GET /api/labs/programming/:slug (cpp, python, tinyml, micropython). */
import { programmingListQuerySchema, type ProgrammingListResponse } from '@tinkerlabs/contract/programming';
import { slugPattern } from '@tinkerlabs/contract/query-params';
import { Hono } from 'hono';
import type { Database } from '../../../db/client.ts';
import { toPage } from '../../../db/queries/pagination.ts';
import { notFound } from '../../../http/errors.ts';
import { readQuery } from '../../../http/query.ts';
import { presentProgrammingDetail, presentProgrammingSummary } from './programming-presenter.ts';
import { findProgrammingLanguage, listProgrammingLanguages } from './programming-queries.ts';

export function programmingRoutes(db: Database): Hono {
  return new Hono()
    .get('/', async (c) => {
      const query = readQuery(c, programmingListQuerySchema);
      const { rows, total } = await listProgrammingLanguages(db, query);
      const page: ProgrammingListResponse = toPage(rows.map(presentProgrammingSummary), total, query);
      return c.json(page);
    })
    .get('/:slug', async (c) => {
      const slug = c.req.param('slug');
      const found = slugPattern.test(slug) ? await findProgrammingLanguage(db, slug) : null;
      if (!found)
        throw notFound(`There is no programming lab page at /labs/programming/${slug.slice(0, 100)}.`);
      return c.json(presentProgrammingDetail(found));
    });
}
