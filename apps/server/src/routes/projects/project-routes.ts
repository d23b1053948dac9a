/** GET /api/projects and GET /api/projects/:slug: published projects only. */
import { projectListQuerySchema, type ProjectListResponse } from '@tinkerlabs/contract/projects';
import { slugPattern } from '@tinkerlabs/contract/query-params';
import { Hono } from 'hono';
import type { Database } from '../../db/client.ts';
import { toCursorPage } from '../../db/queries/pagination.ts';
import { notFound } from '../../http/errors.ts';
import { readQuery } from '../../http/query.ts';
import { presentProjectDetail, presentProjectSummary } from './project-presenter.ts';
import { findProject, listProjects } from './project-queries.ts';

export function projectRoutes(db: Database): Hono {
  return new Hono()
    .get('/', async (c) => {
      const query = readQuery(c, projectListQuerySchema);
      const { rows, tags, total, page: number, nextCursor } = await listProjects(db, query);
      const page: ProjectListResponse = toCursorPage(
        rows.map((row) => presentProjectSummary(row, tags.get(row.id) ?? [])),
        total,
        { page: number, pageSize: query.pageSize },
        nextCursor,
      );
      return c.json(page);
    })
    .get('/:slug', async (c) => {
      const slug = c.req.param('slug');
      const found = slugPattern.test(slug) ? await findProject(db, slug) : null;
      if (!found) throw notFound(`There is no published project at /projects/${slug.slice(0, 100)}.`);
      return c.json(presentProjectDetail(found.row, found.tags, found.components));
    });
}
