/** GET /api/labs/boards and GET /api/labs/boards/:slug: the development-board catalogue. */
import { boardListQuerySchema, type BoardListResponse } from '@tinkerlabs/contract/boards';
import { slugPattern } from '@tinkerlabs/contract/query-params';
import { Hono } from 'hono';
import type { Database } from '../../../db/client.ts';
import { toPage } from '../../../db/queries/pagination.ts';
import { notFound } from '../../../http/errors.ts';
import { readQuery } from '../../../http/query.ts';
import { presentBoard } from './board-presenter.ts';
import { findBoard, listBoards } from './board-queries.ts';

export function boardRoutes(db: Database): Hono {
  return new Hono()
    .get('/', async (c) => {
      const query = readQuery(c, boardListQuerySchema);
      const { rows, tags, total } = await listBoards(db, query);
      const page: BoardListResponse = toPage(
        rows.map((row) => presentBoard(row, tags.get(row.id) ?? [])),
        total,
        query,
      );
      return c.json(page);
    })
    .get('/:slug', async (c) => {
      const slug = c.req.param('slug');
      const found = slugPattern.test(slug) ? await findBoard(db, slug) : null;
      if (!found) throw notFound(`There is no development board "${slug.slice(0, 100)}" in the catalogue.`);
      return c.json(presentBoard(found.row, found.tags));
    });
}
