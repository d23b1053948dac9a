// The app mounts the public API under /api and serves the site files ahead of the built web app.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { articleListResponseSchema } from '@tinkerlabs/contract/articles';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createArticle } from '../testing/content-factories.ts';
import { openTestDatabase } from '../testing/test-database.ts';

let database: DatabaseHandle;
let app: Hono;
let webRoot: string;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-public-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>TinkerLabs</title>');
  fs.writeFileSync(path.join(webRoot, 'robots.txt'), 'User-agent: *\nDisallow: /\n'); // must be shadowed
  database = await openTestDatabase();
  await createArticle(database.db, { slug: 'mounted' });
  app = createApp({
    config: { nodeEnv: 'test', webRoot, appUrl: 'https://tinkerlabs.example.org' },
    database,
  }) as unknown as Hono;
});

afterAll(async () => {
  await database?.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('createApp', () => {
  it('serves the public API under /api', async () => {
    const response = await app.request('/api/articles');
    expect(response.status).toBe(200);
    expect(articleListResponseSchema.parse(await response.json()).items.map((a) => a.slug)).toEqual([
      'mounted',
    ]);
  });

  it.each(['/api/articles?page=0', '/api/search'])(
    'answers a bad query on %s with a JSON 400',
    async (url) => {
      const response = await app.request(url);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('bad_request');
    },
  );

  it('takes contact messages through the full middleware chain', async () => {
    const response = await app.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://tinkerlabs.example.org' },
      body: JSON.stringify({
        name: 'Ada',
        email: 'ada@example.org',
        subject: 'Hi',
        message: 'A message long enough.',
      }),
    });
    expect(response.status).toBe(201);
  });

  it('serves robots.txt, sitemap.xml and feed.xml itself, before the web app', async () => {
    const robots = await app.request('/robots.txt');
    expect(await robots.text()).toContain('Sitemap: https://tinkerlabs.example.org/sitemap.xml');
    const sitemap = await app.request('/sitemap.xml');
    expect(await sitemap.text()).toContain('<loc>https://tinkerlabs.example.org/articles/mounted</loc>');
    expect(sitemap.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
    const feed = await app.request('/feed.xml');
    expect(feed.headers.get('Content-Type')).toBe('application/atom+xml; charset=utf-8');
    expect((await app.request('/articles/mounted')).headers.get('Content-Type')).toBe(
      'text/html; charset=utf-8',
    );
  });
});
