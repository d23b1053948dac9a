// Public reads are cheap to repeat: an ETag and 304, cache rules a CDN can follow, compression once and
// only above the threshold; signed-in answers stay private. Through the whole app, as a browser asks.
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../testing/content-factories.ts';
import { openSignedInApp, type SignedInApp } from '../testing/signed-in-app.ts';
import { browserCacheControl, cdnCacheControl, chooseEncoding } from './response-encoding.ts';

let t: SignedInApp;
let member: string;

beforeAll(async () => {
  // As in production: a served app puts @hono/node-server's own Response in place of the global one
  // (its headers are copied once the body is read, which once lost the ETag of every answer).
  const server = serve({ fetch: () => new Response(null), port: 0 });
  server.close();
  t = await openSignedInApp();
  member = await t.signIn('ada@example.org');
  for (let i = 0; i < 8; i++) {
    await createArticle(t.database.db, {
      summary: `A summary long enough to make a page of articles larger than a kilobyte (${i}).`,
      tags: ['robotics', 'control'],
    });
  }
});
afterAll(() => t?.close());

describe('a public read', () => {
  it('has an ETag, and the same request with If-None-Match gets 304 with no body', async () => {
    const first = await t.app.request('/api/articles?pageSize=6');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-f]{40}"$/);
    expect(first.headers.get('cache-control')).toBe(browserCacheControl);
    expect(first.headers.get('cdn-cache-control')).toBe(cdnCacheControl);
    expect(first.headers.get('vary')).toContain('Cookie');

    const again = await t.app.request('/api/articles?pageSize=6', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(browserCacheControl);
    expect(again.headers.get('vary')).toContain('Cookie');
    // The validator is compared weakly, and a list of them is understood.
    for (const ifNoneMatch of [etag!.slice(2), `"other", ${etag}`, '*']) {
      const listed = await t.app.request('/api/articles?pageSize=6', {
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(listed.status, ifNoneMatch).toBe(304);
    }

    const otherPage = await t.app.request('/api/articles?pageSize=2', {
      headers: { 'if-none-match': etag! },
    });
    expect(otherPage.status).toBe(200);
    expect(otherPage.headers.get('etag')).not.toBe(etag);
  });

  it('gets a new ETag when the content changes', async () => {
    const before = (await t.app.request('/api/articles?pageSize=6')).headers.get('etag');
    await createArticle(t.database.db, { publishedAt: new Date('2030-01-01T00:00:00Z') });
    const after = await t.app.request('/api/articles?pageSize=6', { headers: { 'if-none-match': before! } });
    expect(after.status).toBe(200);
  });

  it('is compressed once, with Brotli or gzip as accepted, with its length', async () => {
    const plain = await t.app.request('/api/articles?pageSize=6');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    expect(plain.headers.get('content-encoding')).toBeNull();

    const br = await t.app.request('/api/articles?pageSize=6', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.byteLength);
    expect(brotliDecompressSync(brBytes).toString()).toBe(text);

    const gz = await t.app.request('/api/articles?pageSize=6', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
    // The validator names the content, not its encoding.
    expect(gz.headers.get('etag')).toBe(plain.headers.get('etag'));
  });

  it('is sent as it is below the threshold', async () => {
    const small = await t.app.request('/api/articles?pageSize=1&tag=no-such-tag', {
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(Number(small.headers.get('content-length'))).toBe((await small.text()).length);
  });

  it('is private, no-store and has no shared-cache header when the visitor is signed in', async () => {
    const response = await t.app.request('/api/articles?pageSize=6', { headers: { cookie: member } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('cdn-cache-control')).toBeNull();
    expect(response.headers.get('etag')).toBeNull();
  });

  it('keeps errors as they were: a JSON 404 without validators', async () => {
    const response = await t.app.request('/api/no-such-route', { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('etag')).toBeNull();
    expect(await response.json()).toEqual({
      error: { code: 'not_found', message: 'No API route matches GET /api/no-such-route.' },
    });
  });

  it('covers the feed and the sitemap too', async () => {
    for (const file of ['/feed.xml', '/sitemap.xml']) {
      const first = await t.app.request(file);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag, file).toBeTruthy();
      const again = await t.app.request(file, { headers: { 'if-none-match': etag! } });
      expect(again.status, file).toBe(304);
    }
  });
});

describe('header parsing', () => {
  it('chooses Brotli over gzip and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding(undefined)).toBeNull();
  });
});
