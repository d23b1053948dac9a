// Uploads in an S3-compatible bucket, end to end against a real S3 server (s3-test-server.ts): the
// upload route, /uploads/{name} served by the app (the same headers, ETag, ranges) or by a signed
// redirect, a store that fails mid-upload, and the clean-up of unused files.
import { uploadResponseSchema } from '@tinkerlabs/contract/uploads';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type AppConfig } from '../../app.ts';
import { uploads } from '../../db/schema.ts';
import { S3Storage } from '../../storage/s3-storage.ts';
import type { Storage } from '../../storage/storage.ts';
import { bodyOf } from '../../testing/auth-session.ts';
import { createArticle } from '../../testing/content-factories.ts';
import { pngBytes } from '../../testing/image-bytes.ts';
import { startS3TestServer, type S3TestServer, type UploadFault } from '../../testing/s3-test-server.ts';
import { openSignedInApp, type SignedInApp } from '../../testing/signed-in-app.ts';
import { removeUnreferencedUploads } from './upload-cleanup.ts';
import { signingPeriodSeconds } from './uploaded-file-routes.ts';

let s3: S3TestServer;
let t: SignedInApp;
let cookie: string;

// One database and member for the file; each test makes the app with the store it needs.
beforeAll(async () => {
  [s3, t] = await Promise.all([startS3TestServer({ bucket: 'upload-tests' }), openSignedInApp()]);
  cookie = await t.signIn('ada@example.org');
});
afterAll(() => Promise.all([s3?.close(), t?.close()]));

/** The app with its uploads in `server`'s bucket under `prefix`, and what tests ask of it. */
function s3Site(
  prefix: string,
  serve: 'app' | 'redirect' = 'app',
  server = s3,
  config: Partial<AppConfig> = {},
) {
  const app = createApp({
    config: {
      nodeEnv: 'test',
      webRoot: '/nonexistent',
      appUrl: 'http://localhost:3000',
      storageUrl: server.location(prefix),
      storageServe: serve,
      ...config,
    },
    database: t.database,
  });
  const storage: Storage = new S3Storage(server.location(prefix));
  const upload = (image: Uint8Array, as = cookie) => {
    const form = new FormData();
    form.set('file', new File([image], 'photo.png', { type: 'image/png' }));
    return app.request('/api/uploads', { method: 'POST', body: form, headers: { cookie: as } });
  };
  const keysIn = async () => {
    const keys: string[] = [];
    for await (const file of storage.list()) keys.push(file.key);
    return keys.sort();
  };
  return { app, storage, upload, keysIn };
}

const rowCount = async () => (await t.database.db.select({ key: uploads.key }).from(uploads)).length;
const urlOf = async (response: Response) => {
  expect(response.status, await response.clone().text()).toBe(201);
  return uploadResponseSchema.parse(await response.json()).url;
};

const photo = pngBytes(40, 30, { noisy: true });

describe.each([
  ['the local disk', null],
  ['an S3 bucket', 'served'],
])('an upload on %s, served by the app', (_name, prefix) => {
  let app: ReturnType<typeof createApp>;
  let url: string;
  let stored: Uint8Array;

  beforeAll(async () => {
    app = prefix ? s3Site(prefix).app : t.app;
    const form = new FormData();
    form.set('file', new File([photo], 'photo.png', { type: 'image/png' }));
    url = await urlOf(await app.request('/api/uploads', { method: 'POST', body: form, headers: { cookie } }));
    stored = new Uint8Array(await (await app.request(url)).arrayBuffer());
  });

  it('answers with its type, size, safe headers, a year of caching and an ETag', async () => {
    if (prefix)
      expect(await new S3Storage(s3.location(prefix)).head(url.slice('/uploads/'.length))).not.toBeNull();
    const response = await app.request(url);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(stored.byteLength),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      etag: expect.stringMatching(/^".+"$/),
      'last-modified': expect.stringMatching(/ GMT$/),
    });
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(stored);
  });

  it('answers a Range request with 206 and those bytes, and an impossible one with 416', async () => {
    const part = await app.request(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${stored.byteLength}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(part.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(stored.subarray(100, 200));

    const tail = await app.request(url, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(stored.subarray(-10));

    const beyond = await app.request(url, { headers: { range: `bytes=${stored.byteLength}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${stored.byteLength}`);

    // Several ranges, or a stale If-Range: the whole file.
    const several = await app.request(url, { headers: { range: 'bytes=0-1,10-11' } });
    expect(several.status).toBe(200);
    const stale = await app.request(url, { headers: { range: 'bytes=0-1', 'if-range': '"old"' } });
    expect(stale.status).toBe(200);
    expect((await stale.arrayBuffer()).byteLength).toBe(stored.byteLength);
  });

  it('answers a revalidation with its ETag by 304, without the bytes', async () => {
    const etag = (await app.request(url)).headers.get('etag')!;
    const again = await app.request(url, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await again.text()).toBe('');
    const changed = await app.request(url, { headers: { 'if-none-match': '"something-else"' } });
    expect(changed.status).toBe(200);
  });

  it('answers 404 for a name with no file, with or without a Range', async () => {
    const missing = '/uploads/00000000-0000-4000-8000-000000000000.png';
    expect((await app.request(missing)).status).toBe(404);
    expect((await app.request(missing, { headers: { range: 'bytes=0-1' } })).status).toBe(404);
  });
});

describe('STORAGE_SERVE=redirect', () => {
  it('answers 302 to a signed address of the bucket that serves the bytes, the same for an hour', async () => {
    const site = s3Site('redirected', 'redirect');
    const url = await urlOf(await site.upload(photo));
    const response = await site.app.request(url);
    expect(response.status).toBe(302);
    const location = response.headers.get('location')!;
    const objectPath = `/upload-tests/redirected/${url.slice('/uploads/'.length)}`;
    expect(location.startsWith(`${s3.endpoint}${objectPath}?`)).toBe(true);
    expect(location).toContain('X-Amz-Signature=');
    const maxAge = Number(/^public, max-age=(\d+)$/.exec(response.headers.get('cache-control')!)?.[1]);
    expect(maxAge).toBeLessThanOrEqual(signingPeriodSeconds);
    expect((await site.app.request(url)).headers.get('location')).toBe(location);

    const served = await fetch(location);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const head = await site.storage.head(url.slice('/uploads/'.length));
    expect((await served.arrayBuffer()).byteLength).toBe(head!.size);
    // Names that are no upload's are still the app's 404, not a redirect.
    expect((await site.app.request('/uploads/passwd')).status).toBe(404);
  });
});

describe('a store that fails during the upload', () => {
  it.each<UploadFault>(['error-500', 'drop-connection'])(
    '%s: answers 503 with a message a person understands, and records nothing',
    async (fault) => {
      const site = s3Site(`failing-${fault}`);
      const rowsBefore = await rowCount();
      s3.failUploads(fault);
      const before = s3.failedUploads;
      let response: Response;
      try {
        response = await site.upload(photo);
      } finally {
        s3.failUploads(null);
      }
      expect(s3.failedUploads).toBeGreaterThan(before); // the fault was met
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5'); // the web app retries with its key
      expect(await response.json()).toEqual({
        error: {
          code: 'service_unavailable',
          message:
            'Your image could not be saved just now: the file store did not answer. Nothing was saved; please try again in a minute.',
        },
      });
      expect(await rowCount()).toBe(rowsBefore);
      expect(await site.keysIn()).toEqual([]);
      // Once the store is back, the same upload goes through.
      expect((await site.upload(photo)).status).toBe(201);
      expect(await rowCount()).toBe(rowsBefore + 1);
    },
  );

  it('a store that is gone: 503 on upload and on serving, nothing recorded', async () => {
    const doomed = await startS3TestServer({ bucket: 'doomed' });
    try {
      const site = s3Site('gone', 'app', doomed);
      const url = await urlOf(await site.upload(photo));
      const rowsBefore = await rowCount();
      await doomed.stop();
      const refused = await site.upload(photo);
      expect(refused.status).toBe(503);
      expect((await bodyOf(refused)).error.message).toMatch(/^Your image could not be saved just now/);
      expect(await rowCount()).toBe(rowsBefore);
      const served = await site.app.request(url);
      expect(served.status).toBe(503);
      expect((await bodyOf(served)).error).toEqual({
        code: 'service_unavailable',
        message: 'The image cannot be loaded just now. Please try again in a minute.',
      });
    } finally {
      await doomed.close();
    }
  });
});

describe('limits with uploads in a bucket', () => {
  it('counts the bytes stored in the bucket against the member’s allowance, and stores nothing past it', async () => {
    const site = s3Site('quota', 'app', s3, { uploadLimits: { perHour: 30, totalBytes: 4_000 } });
    const member = await t.signIn('quota@example.org');
    const image = pngBytes(24, 24, { noisy: true }); // ~1.7 kB that does not compress
    expect((await site.upload(image, member)).status).toBe(201);
    expect((await site.upload(image, member)).status).toBe(201);
    const refused = await site.upload(image, member);
    expect(refused.status).toBe(429);
    expect((await bodyOf(refused)).error.message).toMatch(/storage allowance of 0 MB/);
    expect(await site.keysIn()).toHaveLength(2);
  });
});

describe('the clean-up of unused uploads in a bucket', () => {
  it('removes the object and row of an unused upload, and files nothing records, after the grace period', async () => {
    const site = s3Site('cleanup');
    const keyOf = async (response: Response) => (await urlOf(response)).slice('/uploads/'.length);
    const used = await keyOf(await site.upload(pngBytes(3, 3)));
    const unused = await keyOf(await site.upload(pngBytes(4, 4)));
    await createArticle(t.database.db, { markdown: `![A photo](/uploads/${used})` });
    // A file the store kept though its upload failed (no row), a drawing of the seed (no row, but
    // named by content, and SVG) and another object of a shared bucket: only the first goes.
    const orphan = '0f0e0d0c-0b0a-4908-8706-050403020100.png';
    const drawing = '1f0e0d0c-0b0a-4908-8706-050403020100.svg';
    await site.storage.put(orphan, pngBytes(2, 2), { contentType: 'image/png' });
    await site.storage.put(drawing, Uint8Array.from([60]), { contentType: 'image/svg+xml' });
    await site.storage.put('robots.txt', Uint8Array.from([60]), { contentType: 'text/plain' });

    expect(await removeUnreferencedUploads(t.database.db, site.storage)).toEqual([]);
    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    // Other tests' unused uploads go too (their rows; their files are in other folders of the bucket).
    const removed = await removeUnreferencedUploads(t.database.db, site.storage, { now: later });
    expect(removed).toEqual(expect.arrayContaining([unused, orphan]));
    expect(removed).not.toContain(used);
    expect(await site.keysIn()).toEqual([drawing, used, 'robots.txt'].sort());
    expect(await t.database.db.select().from(uploads).where(eq(uploads.key, unused))).toEqual([]);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.key, used))).toHaveLength(1);
  });
});
