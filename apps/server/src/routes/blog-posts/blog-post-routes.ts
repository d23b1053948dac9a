/** GET /api/blog-posts and GET /api/blog-posts/:slug: published blog posts only. */
import { blogPostListQuerySchema, type BlogPostListResponse } from '@tinkerlabs/contract/blog-posts';
import { slugPattern } from '@tinkerlabs/contract/query-params';
import { Hono } from 'hono';
import { blogPostKind, findPost, listPosts } from '../../content/post-queries.ts';
import type { Database } from '../../db/client.ts';
import { toCursorPage } from '../../db/queries/pagination.ts';
import { notFound } from '../../http/errors.ts';
import { readQuery } from '../../http/query.ts';
import { presentPostDetail, presentPostSummary } from '../../content/post-presenter.ts';

export function blogPostRoutes(db: Database): Hono {
  return new Hono()
    .get('/', async (c) => {
      const query = readQuery(c, blogPostListQuerySchema);
      const { rows, tags, total, page: number, nextCursor } = await listPosts(db, blogPostKind, query);
      const page: BlogPostListResponse = toCursorPage(
        rows.map((row) => presentPostSummary(row, tags.get(row.id) ?? [])),
        total,
        { page: number, pageSize: query.pageSize },
        nextCursor,
      );
      return c.json(page);
    })
    .get('/:slug', async (c) => {
      const slug = c.req.param('slug');
      const found = slugPattern.test(slug) ? await findPost(db, blogPostKind, slug) : null;
      if (!found) throw notFound(`There is no published blog post at /blog/${slug.slice(0, 100)}.`);
      return c.json(presentPostDetail(found.row, found.tags));
    });
}
