// Paging by cursor (db/queries/keyset.ts): following nextCursor from the first page lists every
// published article exactly once, in the list's order, in each order and filter, although most of
// the articles share their publication time and many their title; a numbered page skips to the same
// rows. Runs on PGlite, and on PostgreSQL when DATABASE_URL names one.
import { articleListResponseSchema, type ArticleListResponse } from '@tinkerlabs/contract/articles';
import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { refreshSearchIndex } from '../../search/search-index.ts';
import { createArticle } from '../../testing/content-factories.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { getOk, testApp } from '../../testing/test-app.ts';
import { articleRoutes } from './article-routes.ts';

let database: DatabaseHandle;
let app: Hono;
const published: string[] = [];

// Three publication times to the microsecond (a JS Date keeps milliseconds) for 23 articles, and
// four titles: pages of 4 break inside runs of equal keys.
const times = ['2025-03-01 10:00:00.123456+00', '2025-03-01 10:00:00.123457+00', '2025-02-01 00:00:00+00'];

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  for (let i = 0; i < 23; i++) {
    const slug = `tied-${String((i * 7) % 23).padStart(2, '0')}`;
    const row = await createArticle(db, {
      slug,
      title: ['Gears', 'gears', 'Motors', 'Zeta'][i % 4],
      summary: i % 3 === 0 ? 'A robot arm with gears.' : 'A sensor board.',
      tags: i % 2 === 0 ? ['robotics'] : ['electronics'],
    });
    await db.execute(
      sql`update articles set published_at = ${times[i % 3]}::timestamptz where id = ${row.id}`,
    );
    published.push(slug);
  }
  await createArticle(db, { slug: 'tied-draft', status: 'draft', title: 'Gears' });
  await refreshSearchIndex(db);
  app = testApp('/api/articles', articleRoutes(db));
});

afterAll(async () => {
  await database?.close();
});

const list = (query: string) => getOk(app, `/api/articles?${query}`, articleListResponseSchema);

/** Every page from the first, following nextCursor: the pages' slugs in order, and the pages. */
async function walk(query: string): Promise<{ slugs: string[]; pages: ArticleListResponse[] }> {
  const pages = [await list(`${query}&pageSize=4`)];
  for (let next = pages[0]!.nextCursor; next; next = pages.at(-1)!.nextCursor) {
    pages.push(await list(`${query}&pageSize=4&after=${next}`));
    if (pages.length > 20) throw new Error('The cursors do not reach the end.');
  }
  return { slugs: pages.flatMap((page) => page.items.map((a) => a.slug)), pages };
}

describe('paging by cursor', () => {
  it.each([
    'sort=newest',
    'sort=oldest',
    'sort=title',
    'tag=robotics',
    'sort=title&tag=electronics',
    'q=gears',
  ])('lists every article once, in the order of one long page (%s)', async (query) => {
    const whole = (await list(`${query}&pageSize=50`)).items.map((a) => a.slug);
    const { slugs, pages } = await walk(query);
    expect(slugs).toEqual(whole);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(pages.map((page) => page.page)).toEqual(pages.map((_, i) => i + 1));
    expect(pages.at(-1)!.nextCursor).toBeNull();
    for (const page of pages) expect(page.total).toBe(whole.length);
  });

  it('lists the newest first to the microsecond, equal times by slug', async () => {
    // The later of the two times a microsecond apart, then the earlier, then February.
    const newest = [1, 0, 2];
    const when = (slug: string) => newest.indexOf(published.indexOf(slug) % 3);
    const expected = [...published].sort((a, b) => when(a) - when(b) || a.localeCompare(b));
    expect((await walk('sort=newest')).slugs).toEqual(expected);
  });

  it('reaches the same rows by page number and by cursor', async () => {
    const { pages } = await walk('sort=title');
    for (const [i, page] of pages.entries()) {
      const numbered = await list(`sort=title&pageSize=4&page=${i + 1}`);
      expect(numbered.items.map((a) => a.slug)).toEqual(page.items.map((a) => a.slug));
      expect(numbered.nextCursor).toBe(page.nextCursor);
    }
  });

  it('refuses a cursor of another order', async () => {
    const cursor = (await list('sort=newest&pageSize=4')).nextCursor!;
    const response = await app.request(`/api/articles?sort=title&after=${cursor}`);
    expect(response.status).toBe(400);
  });
});
