/** GET /api/articles and GET /api/articles/:slug: published articles only. */
import { articleListQuerySchema, type ArticleListResponse } from '@tinkerlabs/contract/articles';
import { slugPattern } from '@tinkerlabs/contract/query-params';
import { Hono } from 'hono';
import { articleKind, findPost, listPosts } from '../../content/post-queries.ts';
import type { Database } from '../../db/client.ts';
import { toCursorPage } from '../../db/queries/pagination.ts';
import { notFound } from '../../http/errors.ts';
import { readQuery } from '../../http/query.ts';
import { presentPostDetail, presentPostSummary } from '../../content/post-presenter.ts';

export function articleRoutes(db: Database): Hono {
  return new Hono()
    .get('/', async (c) => {
      const query = readQuery(c, articleListQuerySchema);
      const { rows, tags, total, page: number, nextCursor } = await listPosts(db, articleKind, query);
      const page: ArticleListResponse = toCursorPage(
        rows.map((row) => presentPostSummary(row, tags.get(row.id) ?? [])),
        total,
        { page: number, pageSize: query.pageSize },
        nextCursor,
      );
      return c.json(page);
    })
    .get('/:slug', async (c) => {
      const slug = c.req.param('slug');
      const found = slugPattern.test(slug) ? await findPost(db, articleKind, slug) : null;
      if (!found) throw notFound(`There is no published article at /articles/${slug.slice(0, 100)}.`);
      return c.json(presentPostDetail(found.row, found.tags));
    });
}
