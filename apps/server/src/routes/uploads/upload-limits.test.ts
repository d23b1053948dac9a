// What one member may upload (rate, total, decoded size), and the removal of uploads nothing uses.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import { uploads } from '../../db/schema.ts';
import { LocalDiskStorage } from '../../storage/local-disk-storage.ts';
import { pngBytes } from '../../testing/image-bytes.ts';
import { openSignedInApp, type SignedInApp } from '../../testing/signed-in-app.ts';
import { storeInput } from '../submissions/shared/test-inputs.ts';
import { removeUnreferencedUploads } from './upload-cleanup.ts';

let t: SignedInApp;
let limited: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await openSignedInApp();
  limited = createApp({
    config: {
      nodeEnv: 'test',
      webRoot: '/nonexistent',
      appUrl: 'http://localhost:3000',
      storageDir: t.storageDir,
      uploadLimits: { perHour: 3, totalBytes: 4_000 },
    },
    database: t.database,
  });
});
afterAll(() => t?.close());

async function upload(app: ReturnType<typeof createApp>, cookie: string, image: Uint8Array) {
  const form = new FormData();
  form.set('file', new File([image], 'photo.png', { type: 'image/png' }));
  const response = await app.request('/api/uploads', { method: 'POST', body: form, headers: { cookie } });
  return {
    status: response.status,
    body: (await response.json()) as { url?: string; error?: { message: string } },
  };
}

describe('upload limits', () => {
  it('allows a member so many uploads an hour, then answers 429 saying why', async () => {
    const cookie = await t.signIn('rate@example.org');
    for (let i = 0; i < 3; i++) expect((await upload(limited, cookie, pngBytes(2, 2))).status).toBe(201);
    const refused = await upload(limited, cookie, pngBytes(2, 2));
    expect(refused.status).toBe(429);
    expect(refused.body.error!.message).toBe(
      'You can upload 3 images an hour. Please wait a while before uploading more.',
    );
    // Another member has their own allowance.
    expect((await upload(limited, await t.signIn('other-rate@example.org'), pngBytes(2, 2))).status).toBe(
      201,
    );
  });

  it('stops a member at their total storage allowance', async () => {
    const cookie = await t.signIn('quota@example.org');
    const big = pngBytes(24, 24, { noisy: true }); // ~1.7 kB that does not compress
    expect((await upload(limited, cookie, big)).status).toBe(201);
    expect((await upload(limited, cookie, big)).status).toBe(201);
    const refused = await upload(limited, cookie, big);
    expect(refused.status).toBe(429);
    expect(refused.body.error!.message).toMatch(/storage allowance of 0 MB/);
  });

  it('refuses an image over 24 megapixels before decoding anyone’s browser into trouble', async () => {
    const cookie = await t.signIn('pixels@example.org');
    const refused = await upload(t.app, cookie, pngBytes(6001, 4000));
    expect(refused.status).toBe(422);
    expect(refused.body.error!.message).toMatch(/at most 24 megapixels; this one has 24\.0 \(6001 × 4000\)/);
  });
});

describe('removeUnreferencedUploads', () => {
  it('removes uploads nothing refers to once the grace period has passed, and keeps used ones', async () => {
    const cookie = await t.signIn('cleanup@example.org');
    const used = (await upload(t.app, cookie, pngBytes(3, 3))).body.url!;
    const unused = (await upload(t.app, cookie, pngBytes(4, 4))).body.url!;
    const created = await t.call(
      'POST',
      '/api/me/stores',
      cookie,
      storeInput({ name: 'Logo Users', logo: used }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const storage = new LocalDiskStorage(t.storageDir);
    const keyOf = (url: string) => url.replace('/uploads/', '');

    // Within the grace period nothing goes.
    expect(await removeUnreferencedUploads(t.database.db, storage)).toEqual([]);

    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const removed = await removeUnreferencedUploads(t.database.db, storage, { now: later });
    expect(removed).toContain(keyOf(unused));
    expect(removed).not.toContain(keyOf(used));
    expect(await storage.get(keyOf(unused))).toBeNull();
    expect(await storage.get(keyOf(used))).not.toBeNull();
    expect(
      await t.database.db
        .select()
        .from(uploads)
        .where(eq(uploads.key, keyOf(unused))),
    ).toEqual([]);
  });
});
