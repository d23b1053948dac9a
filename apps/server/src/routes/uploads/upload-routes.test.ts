import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadResponseSchema } from '@tinkerlabs/contract/uploads';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.ts';
import {
  gifBytes,
  jpeg3x2,
  jpegWithGps,
  plainImage,
  pngBytes,
  webpLossless,
  withExifOrientation,
} from '../../testing/image-bytes.ts';
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

/** Uploads `data` and answers what is served at the address it was given. */
async function uploadAndFetch(data: Uint8Array, type = 'image/png') {
  const response = await upload(data, { type });
  expect(response.status, await response.clone().text()).toBe(201);
  const stored = uploadResponseSchema.parse(await response.json());
  const served = Buffer.from(await (await t.app.request(stored.url)).arrayBuffer());
  return { stored, served, header: await sharp(served).metadata() };
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
    'stores %s re-encoded in its own format, and serves it with safe headers',
    async (_name, data, contentType, ext, width, height) => {
      // The declared name and type are ignored: the bytes decide.
      const response = await upload(data, { name: 'whatever.txt', type: 'text/plain' });
      expect(response.status).toBe(201);
      const stored = uploadResponseSchema.parse(await response.json());
      const key = stored.url.slice('/uploads/'.length);
      const file = await readFile(path.join(t.storageDir, key));
      expect(stored).toEqual({
        url: expect.stringMatching(new RegExp(`^/uploads/[0-9a-f-]{36}\\.${ext}$`)),
        width,
        height,
        contentType,
        size: file.byteLength, // what is stored (and counts against the allowance), not what was sent
      });
      const [row] = await t.database.db.select().from(uploads).where(eq(uploads.key, key));
      expect(row?.size).toBe(file.byteLength);

      const served = await t.app.request(stored.url);
      expect(served.status).toBe(200);
      const body = Buffer.from(await served.arrayBuffer());
      expect(body).toEqual(file);
      expect(await sharp(body).metadata()).toMatchObject({ mediaType: contentType, width, height });
      expect(served.headers.get('Content-Type')).toBe(contentType);
      expect(served.headers.get('Content-Length')).toBe(String(file.byteLength));
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

  it('drops bytes after a PNG’s end: the served file ends with IEND and its CRC', async () => {
    const png = pngBytes(5, 4);
    const smuggled = Buffer.concat([png, Buffer.from('PK\x03\x04 hidden.zip, GPS 52.52N 13.40E')]);
    const { served, header } = await uploadAndFetch(smuggled);
    expect(header).toMatchObject({ format: 'png', width: 5, height: 4 });
    const iend = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
    expect(served.subarray(-12)).toEqual(iend);
    expect(served.toString('latin1')).not.toMatch(/hidden|GPS/);
  });

  it('drops a JPEG’s Exif with its GPS block and everything after its end (a second image, a maker trailer)', async () => {
    const photo = await jpegWithGps();
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS pointer
    // After EOI: a thumbnail as MPF appends it, with Exif of its own, and a maker's note.
    const trailer = Buffer.concat([await jpegWithGps(2, 2), Buffer.from('MakerNote serial 12345')]);
    const { stored, served, header } = await uploadAndFetch(Buffer.concat([photo, trailer]), 'image/jpeg');
    expect(stored).toMatchObject({ width: 6, height: 4 });
    expect(header.exif).toBeUndefined();
    expect(served.toString('latin1')).not.toMatch(/Exif|AdaPhone|12345|MakerNote/);
    expect(served.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9])); // ends with EOI …
    expect(served.indexOf(Buffer.from([0xff, 0xd8, 0xff]), 1)).toBe(-1); // … and holds one image
  });

  it('keeps the colour profile', async () => {
    const p3 = await plainImage(8, 8, '#20c040').withIccProfile('p3').jpeg().toBuffer();
    const profile = (await sharp(p3).metadata()).icc;
    expect(profile).toBeDefined();
    const { header } = await uploadAndFetch(p3, 'image/jpeg');
    expect(header.icc).toEqual(profile);
  });

  it('turns a photo upright by its EXIF orientation, and drops the tag', async () => {
    // Left half red, right half blue, stored landscape with orientation 6 (turn 90° clockwise to view).
    const sideways = await plainImage(8, 4, '#ff0000')
      .composite([
        { input: { create: { width: 4, height: 4, channels: 3, background: '#0000ff' } }, left: 4, top: 0 },
      ])
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const { stored, served, header } = await uploadAndFetch(sideways, 'image/jpeg');
    expect(stored).toMatchObject({ width: 4, height: 8 });
    expect(header).toMatchObject({ width: 4, height: 8 });
    expect(header.orientation).toBeUndefined();
    // Turned clockwise, the left (red) half is on top and the right (blue) half below.
    const pixels = await sharp(served).raw().toBuffer();
    const at = (x: number, y: number) => [...pixels.subarray((y * 4 + x) * 3, (y * 4 + x) * 3 + 3)];
    expect(at(2, 1)[0]).toBeGreaterThan(200);
    expect(at(2, 1)[2]).toBeLessThan(60);
    expect(at(2, 6)[2]).toBeGreaterThan(200);
    expect(at(2, 6)[0]).toBeLessThan(60);
  });

  it.each([
    ['a PNG signature and header alone', pngBytes(1, 1).subarray(0, 33), 'PNG'],
    ['a PNG cut in its image data', pngBytes(40, 40, { noisy: true }).subarray(0, 2000), 'PNG'],
    ['a JPEG cut short', jpeg3x2.subarray(0, jpeg3x2.length - 20), 'JPEG'],
  ])('refuses %s with 422, saying it is damaged', async (_name, data, format) => {
    const error = await errorOf(await upload(data), 422);
    expect(error.message).toBe(`The image could not be read as a ${format}: it is damaged or cut short.`);
  });

  it('refuses an image over 10 000 pixels on a side with 422', async () => {
    const error = await errorOf(await upload(pngBytes(20_000, 1)), 422);
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
    expect(await response.json()).toMatchObject({ width: 700, height: 700 });
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
