// One round of the hourly job sweeps expired Idempotency-Keys as well as unused uploads.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from './db/schema.ts';
import { cleanUpOnce } from './hourly-cleanup.ts';
import { LocalDiskStorage } from './storage/local-disk-storage.ts';
import { openSignedInApp, type SignedInApp } from './testing/signed-in-app.ts';

let t: SignedInApp;

beforeAll(async () => {
  t = await openSignedInApp();
});
afterAll(() => t?.close());

describe('cleanUpOnce', () => {
  it('sweeps Idempotency-Keys past their day, and says so', async () => {
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await t.database.db
      .insert(idempotencyKeys)
      .values({ scope: 'client:x', key: 'hourly-old-key', requestHash: 'x', createdAt: twoDaysAgo });
    const lines: string[] = [];
    await cleanUpOnce(t.database.db, new LocalDiskStorage(t.storageDir), (line) => lines.push(line));
    expect(
      await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'hourly-old-key')),
    ).toEqual([]);
    expect(lines).toEqual(['Removed 1 expired Idempotency-Key(s).']);
  });
});
