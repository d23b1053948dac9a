// The S3 store against a real S3-compatible server (s3-test-server.ts), side by side with the local
// disk store: both keep the same Storage promises (put, get with a range, head, delete, list).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../testing/s3-test-server.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

let s3: S3TestServer;
let folder: string;

beforeAll(async () => {
  s3 = await startS3TestServer({ bucket: 'storage-tests' });
  folder = await mkdtemp(path.join(os.tmpdir(), 'tl-storage-'));
});
afterAll(async () => {
  await s3?.close();
  await rm(folder, { recursive: true, force: true });
});

const read = async (stream: ReadableStream<Uint8Array>) =>
  new Uint8Array(await new Response(stream).arrayBuffer());
const listed = async (storage: Storage) => {
  const keys: string[] = [];
  for await (const file of storage.list()) keys.push(file.key);
  return keys.sort();
};
const bytes = Uint8Array.from({ length: 1000 }, (_, i) => i % 251);

describe.each([
  ['the local disk', () => new LocalDiskStorage(path.join(folder, 'uploads'))],
  ['an S3 bucket', () => new S3Storage(s3.location('site-a'))],
])('Storage on %s', (_name, makeStorage) => {
  let storage: Storage;
  beforeAll(() => {
    storage = makeStorage();
  });

  it('puts, gets, heads and deletes a file, with its type and a validator', async () => {
    await storage.put('0a1b.png', bytes, { contentType: 'image/png' });
    const file = await storage.get('0a1b.png');
    expect(file).toMatchObject({
      size: 1000,
      contentType: 'image/png',
      etag: expect.stringMatching(/^".+"$/),
    });
    expect(file!.range).toBeUndefined();
    expect(await read(file!.body)).toEqual(bytes);
    expect(await storage.head('0a1b.png')).toEqual({
      size: 1000,
      contentType: 'image/png',
      etag: file!.etag,
      lastModified: file!.lastModified,
    });
    await storage.delete('0a1b.png');
    expect(await storage.get('0a1b.png')).toBeNull();
    expect(await storage.head('0a1b.png')).toBeNull();
    await storage.delete('0a1b.png'); // deleting again is fine
  });

  it('reads a range of a file, knowing the whole size', async () => {
    await storage.put('2c3d.webp', bytes, { contentType: 'image/webp' });
    const part = await storage.get('2c3d.webp', { start: 100, end: 199 });
    expect(part).toMatchObject({ size: 1000, range: { start: 100, end: 199 } });
    expect(await read(part!.body)).toEqual(bytes.subarray(100, 200));
    const last = await storage.get('2c3d.webp', { start: 990, end: 999 });
    expect(await read(last!.body)).toEqual(bytes.subarray(990));
  });

  it('lists the files named like keys, with their size and time', async () => {
    const before = Date.now() - 60_000;
    await storage.put('4e5f.gif', Uint8Array.from([7, 7, 7]), { contentType: 'image/gif' });
    expect(await listed(storage)).toEqual(['2c3d.webp', '4e5f.gif']);
    for await (const file of storage.list()) {
      if (file.key !== '4e5f.gif') continue;
      expect(file.size).toBe(3);
      expect(file.lastModified.getTime()).toBeGreaterThan(before);
    }
  });

  it('answers null for a file that is not there, and refuses a key that is not one', async () => {
    expect(await storage.get('missing.png')).toBeNull();
    expect(await storage.get('missing.png', { start: 0, end: 1 })).toBeNull();
    await expect(storage.get('../escape.png')).rejects.toThrow(/Not a storage key/);
    await expect(storage.put('a/b.png', bytes, { contentType: 'image/png' })).rejects.toThrow(
      /Not a storage key/,
    );
  });
});

describe('S3Storage', () => {
  it('keeps each site under its prefix: another prefix, or the bucket outside it, is not listed', async () => {
    const siteB = new S3Storage(s3.location('site-b'));
    const bare = new S3Storage(s3.location());
    await siteB.put('6a7b.png', bytes, { contentType: 'image/png' });
    await bare.put('8c9d.png', bytes, { contentType: 'image/png' });
    expect(await listed(siteB)).toEqual(['6a7b.png']);
    // The bucket's root lists its own objects, not those in folders (they are no storage keys).
    expect(await listed(bare)).toEqual(['8c9d.png']);
    expect(await new S3Storage(s3.location('site-a')).get('6a7b.png')).toBeNull();
  });

  it('stores the immutable Cache-Control with the object, and signs a GET the bucket serves', async () => {
    const storage = new S3Storage(s3.location('signed'));
    await storage.put('aa11.png', bytes, { contentType: 'image/png' });
    const url = await storage.signedUrl('aa11.png', { expiresInSeconds: 600, signingDate: new Date() });
    expect(url).toMatch(new RegExp(`^${s3.endpoint}/${s3.bucket}/signed/aa11\\.png\\?.*X-Amz-Signature=`));
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
    // The server checks the signature: a forged one is refused.
    const forged = url.replace(/X-Amz-Signature=[0-9a-f]+/, `X-Amz-Signature=${'0'.repeat(64)}`);
    expect((await fetch(forged)).status).toBe(403);
  });

  it('throws, not null, when the bucket is missing: a fault of the configuration is no missing file', async () => {
    const wrong = new S3Storage({ ...s3.location(), bucket: 'no-such-bucket' });
    await expect(wrong.get('aa11.png')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('fails a put when the service answers 500 or stops, after its retries', async () => {
    const storage = new S3Storage(s3.location('failing'));
    s3.failUploads('error-500');
    try {
      const before = s3.failedUploads;
      await expect(storage.put('bb22.png', bytes, { contentType: 'image/png' })).rejects.toMatchObject({
        name: 'InternalError',
      });
      expect(s3.failedUploads - before).toBe(3); // the SDK's three attempts
    } finally {
      s3.failUploads(null);
    }
    expect(await storage.head('bb22.png')).toBeNull();
  });
});
