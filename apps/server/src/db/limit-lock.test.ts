// Every limit holds exactly under concurrency: three times the limit fired at once, on PGlite and on
// PostgreSQL (DATABASE_URL), accepts exactly the limit. Before the limit lock, 60 parallel snippet
// creates left a member with 202 of 200 and 45 parallel uploads passed a limit of 30.
import { snippetsPerMember } from '@tinkerlabs/contract/snippets';
import { count, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactLimit } from '../routes/contact/contact-limits.ts';
import { perClientLimit } from '../routes/auth/sign-in-limits.ts';
import { jsonPost } from '../testing/auth-session.ts';
import { openSignedInApp, type SignedInApp } from '../testing/signed-in-app.ts';
import { textDoc } from '../testing/rich-text-docs.ts';
import { pngBytes } from '../testing/image-bytes.ts';
import { articles, snippets, uploads, users } from './schema.ts';

const draftsPerMember = 10;
const quotaBytes = 64 * 1024;
const uploadLimits = { perHour: 30, totalBytes: quotaBytes };
let t: SignedInApp;

beforeAll(async () => {
  t = await openSignedInApp({ draftsPerMember, uploadLimits, trustedProxyHeader: 'x-forwarded-for' });
});
afterAll(() => t?.close());

/** Fires `n` requests at once and counts the answers by status. */
async function fire(
  n: number,
  request: (i: number) => Response | Promise<Response>,
): Promise<Map<number, number>> {
  const responses = await Promise.all(Array.from({ length: n }, (_, i) => request(i)));
  const statuses = new Map<number, number>();
  for (const response of responses) {
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    await response.arrayBuffer();
  }
  return statuses;
}

/** A JSON POST from this page's origin; `client` is the address the proxy header gives. */
const post = (path: string, body: unknown, cookie?: string, client = '192.0.2.1') =>
  t.app.request(path, {
    ...jsonPost(body, cookie),
    headers: {
      ...jsonPost(body, cookie).headers,
      origin: 'http://localhost:3000',
      'x-forwarded-for': client,
    },
  });

/** A small PNG upload from `cookie` (re-encoded by the server to a few hundred bytes). */
const upload = (cookie: string, png: Uint8Array) => {
  const form = new FormData();
  form.set('file', new File([png], 'photo.png', { type: 'image/png' }));
  return t.app.request('/api/uploads', { method: 'POST', body: form, headers: { cookie } });
};

describe('limits fired at three times in parallel', () => {
  it(`uploads: a member stores exactly the hourly number (${uploadLimits.perHour})`, async () => {
    const cookie = await t.signIn('uploads@example.org');
    const png = pngBytes(4, 4);
    const statuses = await fire(3 * uploadLimits.perHour, () => upload(cookie, png));
    expect(Object.fromEntries(statuses)).toEqual({
      201: uploadLimits.perHour,
      429: 2 * uploadLimits.perHour,
    });
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'uploads@example.org'));
    const [kept] = await t.database.db
      .select({ n: count() })
      .from(uploads)
      .where(eq(uploads.userId, user!.id));
    expect(Number(kept!.n)).toBe(uploadLimits.perHour);
  });

  it('uploads: the storage allowance holds when many images arrive at once', async () => {
    const cookie = await t.signIn('quota@example.org');
    const png = pngBytes(64, 64, { noisy: true });
    const first = await upload(cookie, png);
    expect(first.status).toBe(201);
    const size = ((await first.json()) as { size: number }).size;
    // Room for a few more within the quota, which a burst of three times that would pass if each checked alone.
    const room = Math.floor((quotaBytes - size) / size);
    expect(room).toBeGreaterThanOrEqual(2);
    const statuses = await fire(3 * room, () => upload(cookie, png));
    expect(statuses.get(201)).toBe(room);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'quota@example.org'));
    const [stored] = await t.database.db
      .select({ bytes: sum(uploads.size) })
      .from(uploads)
      .where(eq(uploads.userId, user!.id));
    expect(Number(stored!.bytes)).toBeLessThanOrEqual(quotaBytes);
  });

  it(`snippets: a member ends with exactly ${snippetsPerMember}`, async () => {
    const cookie = await t.signIn('snippets@example.org');
    const statuses = await fire(3 * snippetsPerMember, (i) =>
      post('/api/me/snippets', { lab: 'python', name: `s${i}`, code: 'print(1)' }, cookie),
    );
    expect(statuses.get(201)).toBe(snippetsPerMember);
    expect(statuses.get(409)).toBe(2 * snippetsPerMember);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'snippets@example.org'));
    const [kept] = await t.database.db
      .select({ n: count() })
      .from(snippets)
      .where(eq(snippets.userId, user!.id));
    expect(Number(kept!.n)).toBe(snippetsPerMember);
  });

  it(`drafts: a member ends with exactly DRAFTS_PER_MEMBER (${draftsPerMember}), told why`, async () => {
    const cookie = await t.signIn('drafts@example.org');
    const statuses = await fire(3 * draftsPerMember, (i) =>
      post('/api/me/articles', { title: `Draft ${i}`, body: textDoc('Some text.') }, cookie),
    );
    expect(statuses.get(201)).toBe(draftsPerMember);
    expect(statuses.get(422)).toBe(2 * draftsPerMember);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'drafts@example.org'));
    const [held] = await t.database.db
      .select({ n: count() })
      .from(articles)
      .where(eq(articles.authorId, user!.id));
    expect(Number(held!.n)).toBe(draftsPerMember);
    const refused = await post('/api/me/articles', { body: textDoc('One more.') }, cookie);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /You have 10 unpublished articles .* the most one member may keep/,
    );
  });

  it(`contact: one client sends exactly ${contactLimit.messages} an hour`, async () => {
    const message = (i: number) => ({
      name: 'Ada',
      email: 'ada@example.org',
      subject: `Hi ${i}`,
      message: 'Hello, a question about the labs.',
    });
    const statuses = await fire(3 * contactLimit.messages, (i) =>
      post('/api/contact', message(i), undefined, '192.0.2.20'),
    );
    expect(Object.fromEntries(statuses)).toEqual({
      201: contactLimit.messages,
      429: 2 * contactLimit.messages,
    });
  });

  it('sign-in: one link per address at a time, and exactly the per-client limit in an hour', async () => {
    const sameAddress = await fire(3, (i) =>
      post('/api/auth/sign-in', { email: 'once@example.org' }, undefined, `192.0.2.${100 + i}`),
    );
    expect(sameAddress.get(200)).toBe(1);
    expect(sameAddress.get(429)).toBe(2);
    const statuses = await fire(3 * perClientLimit, (i) =>
      post('/api/auth/sign-in', { email: `member${i}@example.org` }, undefined, '192.0.2.30'),
    );
    expect(statuses.get(200)).toBe(perClientLimit);
    expect(statuses.get(429)).toBe(2 * perClientLimit);
  });
});
