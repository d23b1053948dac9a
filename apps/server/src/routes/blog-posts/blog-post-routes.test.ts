import { blogPostDetailSchema, blogPostListResponseSchema } from '@tinkerlabs/contract/blog-posts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createArticle, createBlogPost } from '../../testing/content-factories.ts';
import { getError, getOk, testApp } from '../../testing/test-app.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { blogPostRoutes } from './blog-post-routes.ts';

let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  await createBlogPost(db, {
    slug: 'labs-launch',
    title: 'Labs launch',
    publishedAt: new Date('2026-01-27'),
    tags: ['programming'],
  });
  await createBlogPost(db, {
    slug: 'build-night',
    title: 'Build night',
    publishedAt: new Date('2026-02-12'),
    tags: ['robotics'],
  });
  await createBlogPost(db, { slug: 'draft-post', status: 'draft', publishedAt: new Date('2026-03-01') });
  await createArticle(db, { slug: 'an-article' }); // another table: never a blog post
  app = testApp('/api/blog-posts', blogPostRoutes(db));
});

afterAll(async () => {
  await database?.close();
});

describe('GET /api/blog-posts', () => {
  it('lists published posts, newest first', async () => {
    const page = await getOk(app, '/api/blog-posts', blogPostListResponseSchema);
    expect(page.items.map((p) => p.slug)).toEqual(['build-night', 'labs-launch']);
    expect(page).toMatchObject({ total: 2, totalPages: 1, page: 1, pageSize: 12 });
  });

  it('filters by tag and sorts oldest first or by title', async () => {
    const tagged = await getOk(app, '/api/blog-posts?tag=programming', blogPostListResponseSchema);
    expect(tagged.items.map((p) => p.slug)).toEqual(['labs-launch']);
    const oldest = await getOk(app, '/api/blog-posts?sort=oldest', blogPostListResponseSchema);
    expect(oldest.items.map((p) => p.slug)).toEqual(['labs-launch', 'build-night']);
    const byTitle = await getOk(app, '/api/blog-posts?sort=title', blogPostListResponseSchema);
    expect(byTitle.items.map((p) => p.title)).toEqual(['Build night', 'Labs launch']);
  });

  it('refuses bad paging with a 400', async () => {
    expect((await getError(app, '/api/blog-posts?pageSize=51', 400)).fields).toEqual({
      pageSize: 'pageSize must be a whole number from 1 to 50.',
    });
  });
});

describe('GET /api/blog-posts/:slug', () => {
  it('returns a published post with its body', async () => {
    const post = await getOk(app, '/api/blog-posts/build-night', blogPostDetailSchema);
    expect(post).toMatchObject({
      slug: 'build-night',
      title: 'Build night',
      author: { name: 'Grace Hopper' },
    });
    expect(post.body.content.length).toBeGreaterThan(0);
  });

  it.each(['draft-post', 'an-article', 'missing'])('answers %s with a JSON 404', async (slug) => {
    expect((await getError(app, `/api/blog-posts/${slug}`, 404)).code).toBe('not_found');
  });
});
