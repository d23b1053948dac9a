import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { apiErrorBodySchema } from '@tinkerlabs/contract/errors';
import { healthResponseSchema } from '@tinkerlabs/contract/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import type { DatabaseHandle } from './db/client.ts';
import { writeFakeRenderer } from './testing/fake-page-renderer.ts';
import { openTestDatabase } from './testing/test-database.ts';

const rootPackage = JSON.parse(
  fs.readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

const indexHtml =
  '<!doctype html><html><head><title>TinkerLabs</title></head><body><div id="root"></div></body></html>';
const appJs = `console.log(${JSON.stringify('TinkerLabs '.repeat(200))});\n`;
const secret = 'top secret, outside the web root';

let baseDir: string;
let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  baseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tl-app-'));
  const webRoot = path.join(baseDir, 'web');
  const write = (name: string, content: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(webRoot, name)), { recursive: true });
    fs.writeFileSync(path.join(webRoot, name), content);
  };
  write('index.html', indexHtml);
  write('index.html.br', zlib.brotliCompressSync(indexHtml));
  write('index.html.gz', zlib.gzipSync(indexHtml));
  write('assets/app-abc123.js', appJs);
  write('assets/app-abc123.js.br', zlib.brotliCompressSync(appJs));
  write('assets/app-abc123.js.gz', zlib.gzipSync(appJs));
  write('builds/latest.json', JSON.stringify({ id: 'abc123', time: '2025-01-01T00:00:00Z' }));
  write('humans.txt', 'Team: TinkerLabs\n');
  fs.writeFileSync(path.join(baseDir, 'secret.txt'), secret);
  // Renders nothing (signed-in pages and static files are tested here), but finds a missing record.
  writeFakeRenderer(
    webRoot,
    `const { pathname } = new URL(url);
    if (!/^\\/(articles|learninghub)\\//.test(pathname)) return { kind: 'status', status: 200 };
    const found = await fetch('/api' + pathname);
    return { kind: 'status', status: found.status === 404 ? 404 : 200 };`,
  );

  database = await openTestDatabase();
  app = createApp({ config: { nodeEnv: 'test', webRoot, appUrl: 'http://localhost:3000' }, database });
});

afterAll(async () => {
  await database?.close();
  if (baseDir) fs.rmSync(baseDir, { recursive: true, force: true });
});

const expectedKind = /^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '') ? 'postgres' : 'pglite';

describe('API', () => {
  it('GET /api/health reports the version and a reachable database', async () => {
    const response = await app.request('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = healthResponseSchema.parse(await response.json());
    expect(body).toEqual({
      status: 'ok',
      version: rootPackage.version,
      database: { kind: expectedKind, ok: true },
    });
  });

  it.each(['GET', 'POST'])('%s of an unknown API path is a JSON 404', async (method) => {
    const response = await app.request('/api/x', {
      method,
      ...(method === 'POST' ? { body: '{}', headers: { 'Content-Type': 'application/json' } } : {}),
    });
    expect(response.status).toBe(404);
    const body = apiErrorBodySchema.parse(await response.json());
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toContain(`${method} /api/x`);
  });

  it('refuses an oversized API body with 413 before any route sees it', async () => {
    const response = await app.request('/api/x', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(2 * 1024 * 1024) },
      body: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(apiErrorBodySchema.parse(await response.json()).error.code).toBe('payload_too_large');
  });
});

describe('security headers', () => {
  it.each(['/articles/foo', '/assets/app-abc123.js', '/nope.png'])('are set on %s', async (url) => {
    const response = await app.request(url);
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(response.headers.get('Strict-Transport-Security')).toBeNull(); // http:// APP_URL
  });

  it.each(['/api/health', '/api/x'])('on the API (%s) forbid loading and framing anything', async (url) => {
    const response = await app.request(url);
    expect(response.headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('Permissions-Policy')).toBeNull();
  });

  it('adds HSTS when the app is served over https', async () => {
    const httpsApp = createApp({
      config: { nodeEnv: 'production', webRoot: baseDir, appUrl: 'https://tinkerlabs.example.org' },
      database,
    });
    const response = await httpsApp.request('/api/health');
    expect(response.headers.get('Strict-Transport-Security')).toContain('max-age=31536000');
  });
});

/** A page also carries its first data (first-load.test.ts); the rest is index.html as built. */
const withoutFirstData = (html: string) =>
  html.replace(/<script type="application\/json" id="first-data">.*?<\/script>/s, '');

describe('web app', () => {
  it('serves hashed assets with a one-year immutable cache', async () => {
    const response = await app.request('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    const cacheControl = response.headers.get('Cache-Control') ?? '';
    expect(cacheControl).toContain('immutable');
    expect(cacheControl).toContain('max-age=31536000');
    expect(await response.text()).toBe(appJs);
  });

  it.each(['/', '/index.html', '/labs/simulators', '/labs/simulators/'])(
    'serves index.html for %s, never cached',
    async (url) => {
      const response = await app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      // A page also carries its first data (first-load.test.ts); the rest is index.html as built.
      const html = await response.text();
      expect(html.replace(/<script type="application\/json" id="first-data">.*?<\/script>/s, '')).toBe(
        indexHtml,
      );
    },
  );

  it('never caches the build manifest', async () => {
    const response = await app.request('/builds/latest.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.json()).toEqual({ id: 'abc123', time: '2025-01-01T00:00:00Z' });
  });

  it('makes other files revalidate', async () => {
    const response = await app.request('/humans.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('must-revalidate');
    expect(await response.text()).toBe('Team: TinkerLabs\n');
  });

  it.each([
    ['a path no page matches', '/no/such/page'],
    ['a parameter that fails its check', '/articles/Not%20A%20Slug'],
    ['an article that does not exist', '/articles/no-such-article'],
    ['a learning-hub topic that does not exist', '/learninghub/no-such-domain/no-such-topic'],
  ])('answers %s with 404 and the app (its not-found view), even when revalidated', async (_name, url) => {
    const response = await app.request(url, { headers: { 'If-None-Match': '*' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('ETag')).toBeNull();
    expect(await response.text()).toBe(indexHtml);
  });

  it.each(['/assets/missing-123.js', '/nope.png'])(
    'answers a missing file %s with 404, not index.html',
    async (url) => {
      const response = await app.request(url);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('<html');
    },
  );

  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const)('sends files (precompressed) and pages in %s when accepted', async (encoding, decompress) => {
    for (const [url, original] of [
      ['/assets/app-abc123.js', appJs],
      ['/why_us', indexHtml],
    ]) {
      const response = await app.request(url!, { headers: { 'Accept-Encoding': encoding } });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Encoding')).toBe(encoding);
      expect(response.headers.get('Vary')).toMatch(/^Accept-Encoding\b/);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.headers.get('Content-Length')).toBe(String(bytes.length));
      expect(withoutFirstData(decompress(bytes).toString('utf8'))).toBe(original);
    }
  });

  it('prefers br when the browser accepts both', async () => {
    const response = await app.request('/assets/app-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(response.headers.get('Content-Encoding')).toBe('br');
  });

  it('sends the file as is without Accept-Encoding', async () => {
    const response = await app.request('/assets/app-abc123.js');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Content-Length')).toBe(String(Buffer.byteLength(appJs)));
    expect(await response.text()).toBe(appJs);
  });

  it.each([
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/..%2f..%2f..%2f..%2fetc/passwd',
    '/%2e%2e/secret.txt',
  ])('does not serve anything outside the web root for %s', async (url) => {
    const response = await app.request(url);
    const text = await response.text();
    expect(text).not.toContain(secret);
    expect(text).not.toContain('root:');
    if (response.status === 200) expect(text).toBe(indexHtml);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await app.request('/assets/app-abc123.js');
    const head = await app.request('/assets/app-abc123.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe(get.headers.get('Content-Length'));
    expect(head.headers.get('ETag')).toBe(get.headers.get('ETag'));
    expect(head.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(await head.text()).toBe('');
  });

  it('answers If-None-Match with the current ETag with 304 and no body', async () => {
    const first = await app.request('/assets/app-abc123.js');
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    const second = await app.request('/assets/app-abc123.js', { headers: { 'If-None-Match': etag! } });
    expect(second.status).toBe(304);
    expect(second.headers.get('ETag')).toBe(etag);
    expect(await second.text()).toBe('');
    const stale = await app.request('/assets/app-abc123.js', { headers: { 'If-None-Match': 'W/"0-0"' } });
    expect(stale.status).toBe(200);
  });

  it('leaves other methods on page paths to the 404 fallback', async () => {
    const response = await app.request('/articles/foo', { method: 'POST' });
    expect(response.status).toBe(404);
  });
});
