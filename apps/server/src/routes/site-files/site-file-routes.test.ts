import { gunzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createResource } from '../../testing/catalogue-factories.ts';
import {
  createArticle,
  createBlogPost,
  createDomain,
  createProject,
  createStore,
  createTopic,
} from '../../testing/content-factories.ts';
import { testApp } from '../../testing/test-app.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { sitemapPaths } from '@tinkerlabs/contract/pages';
import { escapeXml } from './site-file-presenter.ts';
import { siteFileRoutes } from './site-file-routes.ts';

const appUrl = 'https://tinkerlabs.example.org';
let database: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  await createArticle(db, {
    slug: 'pid-qa',
    title: 'Q&A: "PID" <tuning> \u0007 tips',
    summary: 'Gains & windup <explained>.',
    authorName: "Diego O'Neil",
    publishedAt: new Date('2026-03-01T00:00:00Z'),
    tags: ['control-systems'],
  });
  await createArticle(db, { slug: 'older-article', publishedAt: new Date('2025-01-01T00:00:00Z') });
  await createBlogPost(db, { slug: 'labs-launch', publishedAt: new Date('2026-02-01T00:00:00Z') });
  await createProject(db, { slug: 'line-follower' });
  await createResource(db, { slug: 'sutton-barto' });
  await createStore(db, { slug: 'adafruit' });
  const domain = await createDomain(db, { slug: 'control-systems' });
  await createTopic(db, domain.id, { slug: 'pid-basics' });
  await createTopic(db, domain.id, { slug: 'topic-unpublished', published: false });
  const hidden = await createDomain(db, { slug: 'domain-unpublished', position: 2, published: false });
  await createTopic(db, hidden.id, { slug: 'topic-in-unpublished-domain' });
  for (const status of ['draft', 'pending', 'rejected'] as const) {
    await createArticle(db, { slug: `article-${status}`, status });
    await createBlogPost(db, { slug: `post-${status}`, status });
    await createProject(db, { slug: `project-${status}`, status });
    await createStore(db, { slug: `store-${status}`, status });
  }
  app = testApp('/', siteFileRoutes({ db, appUrl }));
});

afterAll(async () => {
  await database?.close();
});

describe('GET /sitemap.xml', () => {
  it('lists every public page and every published item with absolute URLs', async () => {
    const response = await app.request('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/', '/labs/development-boards', '/simulations/ScaraRobot', '/resources/rl/books']) {
      expect(locs).toContain(`${appUrl}${path}`);
    }
    expect(locs).toEqual(
      expect.arrayContaining([
        `${appUrl}/articles/pid-qa`,
        `${appUrl}/articles/older-article`,
        `${appUrl}/blog/labs-launch`,
        `${appUrl}/projects/line-follower`,
        `${appUrl}/resources/sutton-barto`,
        `${appUrl}/stores/adafruit`,
        `${appUrl}/learninghub/control-systems`,
        `${appUrl}/learninghub/control-systems/pid-basics`,
      ]),
    );
    expect(locs).toHaveLength(sitemapPaths.length + 8);
    expect(xml).toMatch(
      /<url><loc>https:\/\/tinkerlabs\.example\.org\/articles\/pid-qa<\/loc><lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod><\/url>/,
    );
  });

  it('leaves out draft, pending and rejected content, and unpublished learning-hub pages', async () => {
    const xml = await (await app.request('/sitemap.xml')).text();
    expect(xml).not.toMatch(/draft|pending|rejected|unpublished/);
  });
});

describe('a sitemap past one file', () => {
  const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  // The same site with files of 10 URLs instead of 5 000: the public pages and 8 items split the same way.
  const perFile = 10;
  const split = () => testApp('/', siteFileRoutes({ db: database.db, appUrl, urlsPerSitemap: perFile }));
  const total = () => sitemapPaths.length + 8;

  it('makes /sitemap.xml an index of files of at most the limit, which list every URL exactly once', async () => {
    const app = split();
    const index = await (await app.request('/sitemap.xml')).text();
    expect(
      index.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    const parts = locsOf(index);
    expect(parts).toEqual(
      Array.from({ length: Math.ceil(total() / perFile) }, (_, i) => `${appUrl}/sitemaps/${i + 1}.xml`),
    );
    const listed: string[] = [];
    for (const part of parts) {
      const response = await app.request(new URL(part).pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
      const locs = locsOf(await response.text());
      expect(locs.length).toBeGreaterThan(0);
      expect(locs.length).toBeLessThanOrEqual(perFile);
      listed.push(...locs);
    }
    const whole = locsOf(
      await (await testApp('/', siteFileRoutes({ db: database.db, appUrl })).request('/sitemap.xml')).text(),
    );
    expect(listed).toEqual(whole);
    expect(new Set(listed).size).toBe(total());
  });

  it('answers 404 for a file past the last, and for files while one file holds everything', async () => {
    const parts = Math.ceil(total() / perFile);
    expect((await split().request(`/sitemaps/${parts + 1}.xml`)).status).toBe(404);
    expect((await split().request('/sitemaps/0.xml')).status).toBe(404);
    expect((await app.request('/sitemaps/1.xml')).status).toBe(404);
  });

  it('answers a file again from its ETag with 304, and compressed when asked', async () => {
    const app = split();
    const first = await app.request('/sitemaps/1.xml');
    const etag = first.headers.get('ETag')!;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await app.request('/sitemaps/1.xml', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const gzipped = await app.request('/sitemaps/1.xml', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(await first.text());
  });
});

describe('GET /feed.xml', () => {
  it('is an Atom feed of articles and blog posts, newest first, properly escaped', async () => {
    const response = await app.request('/feed.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/atom+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${appUrl}/feed.xml"/>`);
    const ids = [...xml.matchAll(/<entry>\s*<id>([^<]+)<\/id>/g)].map((m) => m[1]);
    expect(ids).toEqual([
      `${appUrl}/articles/pid-qa`,
      `${appUrl}/blog/labs-launch`,
      `${appUrl}/articles/older-article`,
    ]);
    expect(xml).toContain('<title type="text">Q&amp;A: &quot;PID&quot; &lt;tuning&gt;  tips</title>');
    expect(xml).toContain('<summary type="text">Gains &amp; windup &lt;explained&gt;.</summary>');
    expect(xml).toContain('<author><name>Diego O&apos;Neil</name></author>');
    expect(xml).toContain('<category term="control-systems" label="control systems"/>');
    expect(xml).toContain('<published>2026-03-01T00:00:00.000Z</published>');
    expect(xml).not.toMatch(/draft|pending|rejected/);
    expect(xml).not.toContain('\u0007');
    // Every & starts an entity: nothing is left unescaped.
    expect(xml.match(/&(?!(amp|lt|gt|quot|apos);)/g)).toBeNull();
  });
});

describe('GET /robots.txt', () => {
  it('allows everything but the dashboard and the API, and names the sitemap', async () => {
    const response = await app.request('/robots.txt');
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe(
      `User-agent: *\nAllow: /\nDisallow: /dashboard\nDisallow: /api\n\nSitemap: ${appUrl}/sitemap.xml\n`,
    );
  });
});

describe('escapeXml', () => {
  it('escapes the five special characters and drops characters XML forbids', () => {
    expect(escapeXml(`<a href="x">Tom & 'Jerry'</a>\u0000\u001f\ufffe`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
    );
    expect(escapeXml('Ω 🤖 \t\n')).toBe('Ω 🤖 \t\n');
  });
});
