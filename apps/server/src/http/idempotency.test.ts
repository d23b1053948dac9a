// Retried creates with one Idempotency-Key make one record and get the first answer again (an upload
// too, though its multipart boundary changes); the key with another body is refused; keys are per
// member; without a key every request creates; keys past their day are swept.
import { readdir } from 'node:fs/promises';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, idempotencyKeys, stores, uploads } from '../db/schema.ts';
import { storeInput } from '../routes/submissions/shared/test-inputs.ts';
import { pngBytes } from '../testing/image-bytes.ts';
import { openSignedInApp, type SignedInApp } from '../testing/signed-in-app.ts';
import { sweepIdempotencyKeys } from './idempotency.ts';

let t: SignedInApp;
let ada: string;
let bob: string;

beforeAll(async () => {
  t = await openSignedInApp();
  ada = await t.signIn('ada@example.org');
  bob = await t.signIn('bob@example.org');
});
afterAll(() => t?.close());

function post(path: string, body: unknown, { cookie, key }: { cookie?: string; key?: string } = {}) {
  return t.app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: 'http://localhost:3000',
      ...(cookie ? { cookie } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: JSON.stringify(body),
  });
}

const storesNamed = async (name: string) =>
  (await t.database.db.select().from(stores).where(eq(stores.name, name))).length;

describe('Idempotency-Key on creates', () => {
  it('creates one store for two identical requests and answers the second with the first answer', async () => {
    const input = storeInput({ name: 'Retry Robotics' });
    const first = await post('/api/me/stores', input, { cookie: ada, key: 'key-retry-robotics-1' });
    const second = await post('/api/me/stores', input, { cookie: ada, key: 'key-retry-robotics-1' });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect(await storesNamed('Retry Robotics')).toBe(1);
  });

  it('refuses the same key with a different body (422), and creates nothing', async () => {
    await post('/api/me/stores', storeInput({ name: 'Key Owner' }), {
      cookie: ada,
      key: 'key-reused-body-1',
    });
    const other = await post('/api/me/stores', storeInput({ name: 'Key Thief' }), {
      cookie: ada,
      key: 'key-reused-body-1',
    });
    expect(other.status).toBe(422);
    expect(((await other.json()) as { error: { message: string } }).error.message).toMatch(
      /already used for a different request/,
    );
    expect(await storesNamed('Key Thief')).toBe(0);
  });

  it('keeps keys per member, and creates every time without a key', async () => {
    const input = storeInput({ name: 'Shared Key Supplies' });
    expect((await post('/api/me/stores', input, { cookie: ada, key: 'key-shared-1' })).status).toBe(201);
    const bobs = await post(
      '/api/me/stores',
      { ...input, slug: 'shared-key-supplies-bob' },
      { cookie: bob, key: 'key-shared-1' },
    );
    expect(bobs.status).toBe(201);
    expect(bobs.headers.get('idempotent-replayed')).toBeNull();
    expect(await storesNamed('Shared Key Supplies')).toBe(2);
  });

  it('makes an anonymous contact message once', async () => {
    const message = {
      name: 'Grace',
      email: 'grace@example.org',
      subject: 'Retried',
      message: 'Sent twice, kept once.',
    };
    const first = await post('/api/contact', message, { key: 'contact-key-123' });
    const second = await post('/api/contact', message, { key: 'contact-key-123' });
    expect([first.status, second.status]).toEqual([201, 201]);
    const kept = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, 'Retried'));
    expect(kept).toHaveLength(1);
  });

  it('keeps no key for a refused request, so it can be corrected and sent again', async () => {
    const refused = await post('/api/me/stores', { name: '' }, { cookie: ada, key: 'key-refused-first' });
    expect(refused.status).toBe(422);
    const keys = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'key-refused-first'));
    expect(keys).toEqual([]);
    const fixed = await post('/api/me/stores', storeInput({ name: 'Fixed Later' }), {
      cookie: ada,
      key: 'key-refused-first',
    });
    expect(fixed.status).toBe(201);
  });

  it('refuses a malformed key', async () => {
    const response = await post('/api/me/stores', storeInput({ name: 'Bad Key' }), {
      cookie: ada,
      key: 'x y',
    });
    expect(response.status).toBe(400);
  });
});

/** An upload as a browser sends it, with the multipart boundary chosen here. */
function postUpload(boundary: string, image: Uint8Array, key: string, filename = 'photo.png') {
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`;
  return t.app.request('/api/uploads', {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      origin: 'http://localhost:3000',
      cookie: ada,
      'idempotency-key': key,
    },
    body: Buffer.concat([Buffer.from(head), image, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
}

describe('Idempotency-Key on uploads', () => {
  it('answers a retried upload with the first answer, though its boundary changed, and stores one file', async () => {
    const image = pngBytes(6, 5);
    const filesBefore = (await readdir(t.storageDir)).length;
    const first = await postUpload('----boundaryFirstTry1a2b', image, 'upload-retry-key-1');
    const retry = await postUpload('----boundarySecondTry3c4d', image, 'upload-retry-key-1');
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const answer = (await first.json()) as { url: string };
    expect(await retry.json()).toEqual(answer);
    expect((await readdir(t.storageDir)).length).toBe(filesBefore + 1);
    const key = answer.url.replace('/uploads/', '');
    expect(await t.database.db.select().from(uploads).where(eq(uploads.key, key))).toHaveLength(1);
  });

  it('refuses the same key with another file, or the same file under another name', async () => {
    expect((await postUpload('boundary-a', pngBytes(3, 3), 'upload-reused-key')).status).toBe(201);
    const otherFile = await postUpload('boundary-b', pngBytes(4, 3), 'upload-reused-key');
    expect(otherFile.status).toBe(422);
    expect(((await otherFile.json()) as { error: { message: string } }).error.message).toMatch(
      /already used for a different request/,
    );
    const renamed = await postUpload('boundary-c', pngBytes(3, 3), 'upload-reused-key', 'other.png');
    expect(renamed.status).toBe(422);
  });
});

describe('sweepIdempotencyKeys', () => {
  it('removes keys older than a day with their answers, and keeps fresh ones', async () => {
    const dayAndAMinuteAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000);
    const row = { scope: 'user:sweep', requestHash: 'x', status: 201, response: { big: 'answer' } };
    await t.database.db.insert(idempotencyKeys).values([
      { ...row, key: 'sweep-old-key', createdAt: dayAndAMinuteAgo },
      { ...row, key: 'sweep-fresh-key' },
    ]);
    expect(await sweepIdempotencyKeys(t.database.db)).toBe(1);
    const left = await t.database.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.key, ['sweep-old-key', 'sweep-fresh-key']));
    expect(left).toEqual([{ key: 'sweep-fresh-key' }]);
  });
});
