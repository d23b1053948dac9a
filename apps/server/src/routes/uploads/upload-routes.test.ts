import { readdir } from 'node:fs/promises';
import { uploadResponseSchema } from '@tinkerlabs/contract/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gifBytes, jpeg3x2, pngBytes, webpLossless, withExifOrientation } from '../../testing/image-bytes.ts';
import { storeSeedImages } from '../../db/seed/seed-images.ts';
import { LocalDiskStorage } from '../../storage/local-disk-storage.ts';
import { bodyOf } from '../../testing/auth-session.ts';
import { openSignedInApp, type SignedInApp } from '../../testing/signed-in-app.ts';

let t: SignedInApp;
let ada: string;

beforeAll(async () => {
  t = await openSignedInApp();
  ada = await t.signIn('ada@example.org');
});
afterAll(() => t?.close());

function upload(
  data: Uint8Array | string,
  options: { name?: string; type?: string; cookie?: string | null } = {},
) {
  const form = new FormData();
  form.set('file', new File([data], options.name ?? 'photo.png', { type: options.type ?? 'image/png' }));
  const cookie = options.cookie === undefined ? ada : options.cookie;
  return t.app.request('/api/uploads', { method: 'POST', body: form, headers: cookie ? { cookie } : {} });
}

async function errorOf(response: Response, status: number) {
  const body = await bodyOf(response);
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body.error as { code: string; message: string; fields?: Record<string, string> };
}

describe('POST /api/uploads', () => {
  it.each([
    ['a PNG', pngBytes(1, 1), 'image/png', 'png', 1, 1],
    ['a wide PNG', pngBytes(7, 3), 'image/png', 'png', 7, 3],
    ['a JPEG', jpeg3x2, 'image/jpeg', 'jpg', 3, 2],
    ['a portrait phone JPEG', withExifOrientation(jpeg3x2, 6), 'image/jpeg', 'jpg', 2, 3],
    ['a WebP', webpLossless, 'image/webp', 'webp', 1, 1],
    ['a GIF', gifBytes(4, 5), 'image/gif', 'gif', 4, 5],
  ])(
    'stores %s and serves it back as it is, with safe headers',
    async (_name, data, contentType, ext, width, height) => {
      // The declared name and type are ignored: the bytes decide.
      const response = await upload(data, { name: 'whatever.txt', type: 'text/plain' });
      expect(response.status).toBe(201);
      const stored = uploadResponseSchema.parse(await response.json());
      expect(stored).toEqual({
        url: expect.stringMatching(new RegExp(`^/uploads/[0-9a-f-]{36}\\.${ext}$`)),
        width,
        height,
        contentType,
        size: data.byteLength,
      });
      expect(await readdir(t.storageDir)).toContain(stored.url.slice('/uploads/'.length));

      const served = await t.app.request(stored.url);
      expect(served.status).toBe(200);
      expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(data));
      expect(served.headers.get('Content-Type')).toBe(contentType);
      expect(served.headers.get('Content-Length')).toBe(String(data.byteLength));
      expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('Content-Security-Policy')).toMatch(/default-src 'none'.*sandbox/);
    },
  );

  it('gives every upload its own random name', async () => {
    const first = await bodyOf(await upload(pngBytes(1, 1)));
    const second = await bodyOf(await upload(pngBytes(1, 1)));
    expect(first.url).not.toBe(second.url);
  });

  it.each([
    ['a text file named .png', 'hello, I am not a picture', 'notes.png', 'image/png'],
    [
      'an HTML page named .jpg',
      '<html><script>alert(document.cookie)</script></html>',
      'x.jpg',
      'image/jpeg',
    ],
    [
      'an SVG with a script',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      'x.svg',
      'image/svg+xml',
    ],
  ])('refuses %s with 415, whatever its name and type say', async (_name, data, name, type) => {
    const files = await readdir(t.storageDir);
    const error = await errorOf(await upload(data, { name, type }), 415);
    expect(error).toEqual({
      code: 'unsupported_media_type',
      message:
        'Only PNG, JPEG, WebP and GIF images can be uploaded, and this file is none of them (its contents were checked, not its name).',
    });
    expect(await readdir(t.storageDir)).toEqual(files);
  });

  it('refuses a damaged image with 422', async () => {
    const error = await errorOf(await upload(pngBytes(1, 1).subarray(0, 12)), 422);
    expect(error.message).toBe('The image could not be read: the PNG header (IHDR) is missing.');
  });

  it('refuses an image over 10 000 pixels on a side with 422', async () => {
    const huge = Buffer.from(pngBytes(1, 1));
    huge.writeUInt32BE(20_000, 16);
    const error = await errorOf(await upload(huge), 422);
    expect(error.message).toBe('Images may be at most 10000 pixels wide and high; this one is 20000 × 1.');
  });

  it('refuses a 6 MB file with 413 before reading it', async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(pngBytes(1, 1));
    const error = await errorOf(await upload(big), 413);
    expect(error).toEqual({
      code: 'payload_too_large',
      message: 'Images may be at most 5 MB. Make this one smaller and try again.',
    });
  });

  it('refuses a file just over 5 MB, though the request is within the upload limit', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(pngBytes(1, 1));
    expect((await errorOf(await upload(big), 413)).message).toMatch(/at most 5 MB/);
  });

  it('takes an image over the 1 MB limit of other API requests', async () => {
    const photo = pngBytes(700, 700, { noisy: true });
    expect(photo.byteLength).toBeGreaterThan(1024 * 1024);
    expect(photo.byteLength).toBeLessThan(5 * 1024 * 1024);
    const response = await upload(photo);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ width: 700, height: 700, size: photo.byteLength });
    // … while a JSON request of that size elsewhere is still refused.
    const json = await t.app.request('/api/me/articles', {
      method: 'POST',
      headers: { cookie: ada, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'x'.repeat(1024 * 1024) }),
    });
    expect(json.status).toBe(413);
  });

  it('answers 401 to a visitor who is not signed in, and stores nothing', async () => {
    const files = await readdir(t.storageDir);
    const error = await errorOf(await upload(pngBytes(1, 1), { cookie: null }), 401);
    expect(error.code).toBe('unauthenticated');
    expect(await readdir(t.storageDir)).toEqual(files);
  });

  it('needs multipart/form-data with a file in the field "file"', async () => {
    const json = await t.app.request('/api/uploads', {
      method: 'POST',
      headers: { cookie: ada, 'content-type': 'application/json' },
      body: '{}',
    });
    expect((await errorOf(json, 415)).message).toBe(
      'Send the image as multipart/form-data in a field named "file".',
    );
    const form = new FormData();
    form.set('image', new File([pngBytes(1, 1)], 'a.png'));
    const wrongField = await t.app.request('/api/uploads', {
      method: 'POST',
      body: form,
      headers: { cookie: ada },
    });
    expect(await errorOf(wrongField, 422)).toMatchObject({
      fields: { file: 'Choose an image to upload (in a field named "file").' },
    });
    expect((await errorOf(await upload(new Uint8Array(0)), 422)).message).toBe('The file is empty.');
  });
});

describe('GET /uploads/{name}', () => {
  it.each([
    '/uploads/00000000-0000-4000-8000-000000000000.png',
    '/uploads/..%2F..%2Fpackage.json',
    '/uploads/%2e%2e%2fsecret.png',
    '/uploads/passwd',
    '/uploads/00000000-0000-4000-8000-000000000000.svg',
  ])('answers 404 for %s', async (url) => {
    const response = await t.app.request(url);
    expect(response.status).toBe(404);
  });

  it("serves the seed's drawings as SVG, sandboxed like every upload", async () => {
    const data = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"/>');
    const key = '0f0e0d0c-0b0a-0908-0706-050403020100.svg';
    const image = { path: 'images/x.svg', key, src: `/uploads/${key}`, width: 4, height: 4, data };
    await storeSeedImages(new LocalDiskStorage(t.storageDir), [image]);
    const response = await t.app.request(image.src);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(data);
  });
});
