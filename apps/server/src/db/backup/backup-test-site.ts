/**
 * Backup tests' site: images a member uploaded through the real upload route, the first one in an
 * article's body, and the whole app started on a (restored) database and store to fetch them. The
 * store is an upload folder (a path) or either store's settings (`{ storageDir, storageUrl }`).
 */
import { createHash } from 'node:crypto';
import { uploadResponseSchema } from '@tinkerlabs/contract/uploads';
import { expect } from 'vitest';
import { createApp } from '../../app.ts';
import { signIn } from '../../testing/auth-session.ts';
import { capturingMailer } from '../../testing/capturing-mailer.ts';
import { createArticle } from '../../testing/content-factories.ts';
import { pngBytes } from '../../testing/image-bytes.ts';
import type { StorageConfig } from '../../storage/create-storage.ts';
import type { DatabaseHandle } from '../client.ts';

type Store = string | StorageConfig;

const appOn = (database: DatabaseHandle, store: Store, mailer = capturingMailer()) =>
  createApp({
    config: {
      nodeEnv: 'test',
      webRoot: '/nonexistent',
      appUrl: 'http://localhost:3000',
      ...(typeof store === 'string' ? { storageDir: store } : store),
    },
    database,
    mailer,
  });

export interface UploadedImage {
  url: string;
  bytes: Uint8Array;
}

/**
 * Uploads `count` photo-like images (noisy PNGs of about 270 kB, which do not compress) and puts the
 * first in a new article's body; returns each image's address and its bytes as served.
 * @example const [image] = await uploadImages(database, storageDir, 1)
 */
export async function uploadImages(
  database: DatabaseHandle,
  store: Store,
  count: number,
): Promise<UploadedImage[]> {
  const mailer = capturingMailer();
  const app = appOn(database, store, mailer);
  const cookie = await signIn(app, mailer, 'ada@example.org');
  const images: UploadedImage[] = [];
  for (let i = 0; i < count; i++) {
    const form = new FormData();
    form.set('file', new File([pngBytes(300, 300, { noisy: true })], `photo-${i}.png`));
    const response = await app.request('/api/uploads', { method: 'POST', body: form, headers: { cookie } });
    expect(response.status).toBe(201);
    const { url } = uploadResponseSchema.parse(await response.json());
    images.push({ url, bytes: await okBytes(app, url) });
  }
  const article = await createArticle(database.db, { markdown: `![A photo](${images[0]!.url})` });
  expect(JSON.stringify(article.body)).toContain(images[0]!.url);
  return images;
}

/** GETs each of `urls` from the app on this database and store; expects 200s and returns the bodies. */
export async function servedBytes(database: DatabaseHandle, store: Store, urls: string[]) {
  const app = appOn(database, store);
  const bodies: Uint8Array[] = [];
  for (const url of urls) bodies.push(await okBytes(app, url));
  return bodies;
}

async function okBytes(app: ReturnType<typeof createApp>, url: string): Promise<Uint8Array> {
  const response = await app.request(url);
  expect(response.status, url).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** A digest to compare images by: toEqual takes seconds over megabytes of Uint8Arrays. */
export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Runs `work`; its result and how long it took in milliseconds (for the figures the tests print). */
export async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - start)];
}
