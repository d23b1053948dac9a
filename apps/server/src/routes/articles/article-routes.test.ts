import { articleDetailSchema, articleListResponseSchema } from '@tinkerlabs/contract/articles';
import { invalidCursorMessage } from '@tinkerlabs/contract/pagination';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { refreshSearchIndex } from '../../search/search-index.ts';
import { createArticle } from '../../testing/content-factories.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { getError, getOk, testApp } from '../../testing/test-app.ts';
import { articleRoutes } from './article-routes.ts';

let database: DatabaseHandle;
let app: Hono;

const day = (n: number) => new Date(Date.UTC(2025, 0, n));

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  // 14 published articles, published on days 1…14; titles in reverse order of date.
  for (let i = 1; i <= 14; i++) {
    await createArticle(db, {
      slug: `published-${String(i).padStart(2, '0')}`,
      title: `Title ${'abcdefghijklmn'[14 - i]}`,
      publishedAt: day(i),
      tags: i % 2 === 0 ? ['robotics'] : ['electronics'],
    });
  }
  await createArticle(db, {
    slug: 'kalman',
    title: 'The Kalman filter',
    summary: 'Estimating state from noisy sensors.',
    publishedAt: day(20),
    markdown:
      '## Predict\n\nThe prediction step.\n\n## Update\n\nThe update step with $K_k$.\n\n## Predict\n\nAgain.',
    tags: ['control-systems', 'sensors'],
  });
  await createArticle(db, {
    slug: 'draft-one',
    title: 'Draft kalman notes',
    status: 'draft',
    publishedAt: day(30),
  });
  await createArticle(db, {
    slug: 'pending-one',
    title: 'Pending kalman',
    status: 'pending',
    publishedAt: day(31),
  });
  await createArticle(db, {
    slug: 'rejected-one',
    title: 'Rejected kalman',
    status: 'rejected',
    rejectionReason: 'Off topic.',
    publishedAt: day(32),
  });
  await refreshSearchIndex(db);
  app = testApp('/api/articles', articleRoutes(db));
});

afterAll(async () => {
  await database?.close();
});

const list = (query = '') => getOk(app, `/api/articles${query}`, articleListResponseSchema);

describe('GET /api/articles', () => {
  it('lists published articles only, newest first, 12 per page', async () => {
    const page = await list();
    expect(page).toMatchObject({ page: 1, pageSize: 12, total: 15, totalPages: 2 });
    expect(page.items.map((a) => a.slug).slice(0, 3)).toEqual(['kalman', 'published-14', 'published-13']);
    expect(page.items.map((a) => a.slug)).not.toContain('draft-one');
    expect(page.items[0]).toEqual({
      slug: 'kalman',
      title: 'The Kalman filter',
      summary: 'Estimating state from noisy sensors.',
      author: { id: null, name: 'Ada Lovelace' },
      publishedAt: '2025-01-20T00:00:00.000Z',
      updatedAt: expect.any(String),
      readingMinutes: 1,
      coverImage: null,
      tags: [
        { slug: 'control-systems', name: 'control systems' },
        { slug: 'sensors', name: 'sensors' },
      ],
    });
    // The review fields of the row never reach the wire.
    expect(JSON.stringify(page)).not.toMatch(/status|seeded|version|rejection/i);
  });

  it('serves the second page and an empty page past the end', async () => {
    const second = await list('?page=2');
    expect(second.items.map((a) => a.slug)).toEqual(['published-03', 'published-02', 'published-01']);
    expect(await list('?page=3')).toEqual({
      items: [],
      page: 3,
      pageSize: 12,
      total: 15,
      totalPages: 2,
      nextCursor: null,
    });
  });

  it('takes a page size from 1 to 50', async () => {
    expect((await list('?pageSize=1')).items).toHaveLength(1);
    expect(await list('?pageSize=5&page=4')).toMatchObject({ total: 15, totalPages: 3 });
    expect((await list('?pageSize=50')).items).toHaveLength(15);
  });

  const pageMessage =
    'page must be a whole number from 1 to 50; later pages are reached with after, the nextCursor of the page before.';
  it.each([
    ['?page=0', 'page', pageMessage],
    ['?page=-1', 'page', pageMessage],
    ['?page=abc', 'page', pageMessage],
    ['?page=1.5', 'page', pageMessage],
    ['?page=51', 'page', pageMessage],
    ['?after=not%20a%20cursor', 'after', invalidCursorMessage],
    ['?after=bm90LWpzb24', 'after', invalidCursorMessage],
    ['?pageSize=0', 'pageSize', 'pageSize must be a whole number from 1 to 50.'],
    ['?pageSize=51', 'pageSize', 'pageSize must be a whole number from 1 to 50.'],
    ['?pageSize=ten', 'pageSize', 'pageSize must be a whole number from 1 to 50.'],
    ['?sort=popular', 'sort', 'sort must be one of newest, oldest, title, relevance.'],
    ['?tag=Not%20A%20Slug', 'tag', 'tag must be a slug such as "embedded-systems".'],
  ])('answers %s with a 400 naming the parameter', async (query, field, message) => {
    const error = await getError(app, `/api/articles${query}`, 400);
    expect(error).toEqual({ code: 'bad_request', message, fields: { [field]: message } });
  });

  it('filters by tag', async () => {
    const robotics = await list('?tag=robotics&pageSize=50');
    expect(robotics.total).toBe(7);
    expect(robotics.items.every((a) => a.tags.some((t) => t.slug === 'robotics'))).toBe(true);
    expect(await list('?tag=no-such-tag')).toMatchObject({ items: [], total: 0, totalPages: 0 });
  });

  it('sorts oldest first and by title', async () => {
    expect((await list('?sort=oldest')).items[0]?.slug).toBe('published-01');
    const byTitle = (await list('?sort=title&pageSize=50')).items.map((a) => a.title);
    expect(byTitle).toEqual([...byTitle].sort((a, b) => a.localeCompare(b)));
    expect(byTitle[0]).toBe('The Kalman filter');
  });

  it('searches the text with q, published articles only', async () => {
    const found = await list('?q=kalman');
    expect(found.items.map((a) => a.slug)).toEqual(['kalman']);
    expect((await list('?q=update%20step')).items.map((a) => a.slug)).toEqual(['kalman']);
    expect(await list('?q=nothing-matches-this')).toMatchObject({ total: 0, items: [] });
  });
});

describe('GET /api/articles/:slug', () => {
  it('returns the article with its body, table of contents and reading time', async () => {
    const article = await getOk(app, '/api/articles/kalman', articleDetailSchema);
    expect(article.title).toBe('The Kalman filter');
    expect(article.body.type).toBe('doc');
    expect(article.headings).toEqual([
      { level: 2, text: 'Predict', id: 'predict' },
      { level: 2, text: 'Update', id: 'update' },
      { level: 2, text: 'Predict', id: 'predict-2' },
    ]);
    expect(article.readingMinutes).toBe(1);
  });

  it.each(['no-such-article', 'draft-one', 'pending-one', 'rejected-one', 'Bad%20Slug'])(
    'answers %s with a JSON 404',
    async (slug) => {
      const error = await getError(app, `/api/articles/${slug}`, 404);
      expect(error.code).toBe('not_found');
      expect(error.message).toMatch(/^There is no published article at \/articles\//);
    },
  );
});
