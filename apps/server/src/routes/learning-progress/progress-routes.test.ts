// A learner's progress under /api/me/progress, on PGlite and, with DATABASE_URL naming a PostgreSQL
// server, on PostgreSQL (where the parallel requests below really run at once).
import {
  progressListResponseSchema,
  progressRecordsPerMember,
  progressRecordsPerRequest,
  type ProgressRecord,
  type ProgressRecordInput,
} from '@tinkerlabs/contract/learning-progress';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learningProgress, users } from '../../db/schema.ts';
import { openSignedInApp, type SignedInApp } from '../../testing/signed-in-app.ts';

let t: SignedInApp;

beforeAll(async () => {
  t = await openSignedInApp();
});
afterAll(() => t?.close());

const lesson = '/learninghub/robotics-fundamentals/forward-kinematics';
const article = '/articles/pid-tuning_by-ear';

const put = (cookie: string | null, records: ProgressRecordInput[]) =>
  t.call('PUT', '/api/me/progress', cookie, { records });
const records = async (cookie: string) =>
  progressListResponseSchema.parse((await t.call('GET', '/api/me/progress', cookie)).body).records;
const merged = async (cookie: string, sent: ProgressRecordInput[]) => {
  const response = await put(cookie, sent);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return progressListResponseSchema.parse(response.body).records;
};
const find = (list: ProgressRecord[], page: string, exerciseId: string) =>
  list.find((r) => r.page === page && r.exerciseId === exerciseId);
const record = (
  exerciseId: string,
  attempts: number,
  completedAt: string | null = null,
  page = lesson,
): ProgressRecordInput => ({ page, exerciseId, attempts, completedAt });
/** Lets the clock move on, so an updatedAt written after this differs from one written before. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

async function storedCount(email: string): Promise<number> {
  const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
  const [kept] = await t.database.db
    .select({ n: count() })
    .from(learningProgress)
    .where(eq(learningProgress.userId, user!.id));
  return Number(kept!.n);
}

describe('learning progress', () => {
  it('answers 401 to a visitor who is not signed in, for every route', async () => {
    expect((await t.call('GET', '/api/me/progress', null)).status).toBe(401);
    expect((await put(null, [record('two-link-reach', 1)])).status).toBe(401);
    expect((await t.call('DELETE', '/api/me/progress', null)).status).toBe(401);
    expect((await t.call('DELETE', `/api/me/progress?page=${lesson}`, null)).status).toBe(401);
  });

  it('starts empty, stores what is sent and lists it newest first', async () => {
    const ada = await t.signIn('list@example.org');
    expect(await records(ada)).toEqual([]);
    const before = Date.now();
    const first = await merged(ada, [record('two-link-reach', 2, '2026-01-05T10:00:00.000Z')]);
    expect(first).toEqual([
      {
        page: lesson,
        exerciseId: 'two-link-reach',
        attempts: 2,
        completedAt: '2026-01-05T10:00:00.000Z',
        updatedAt: expect.any(String),
      },
    ]);
    expect(Date.parse(first[0]!.updatedAt)).toBeGreaterThanOrEqual(before);
    await tick();
    await merged(ada, [record('reach', 1, null, article)]);
    await tick();
    await merged(ada, [record('workspace', 0)]);
    expect((await records(ada)).map((r) => r.exerciseId)).toEqual(['workspace', 'reach', 'two-link-reach']);
  });

  it('merges: the most attempts and the earliest completion win, and updatedAt moves only on a change', async () => {
    const ada = await t.signIn('merge@example.org');
    const start = await merged(ada, [
      record('a', 3),
      record('b', 1, '2026-02-02T00:00:00.000Z'),
      record('c', 4, '2026-02-02T00:00:00.000Z'),
    ]);
    await tick();

    // Fewer attempts and no completion: nothing changes, not even updatedAt.
    const unchanged = await merged(ada, [record('a', 1), record('c', 2, null)]);
    expect(find(unchanged, lesson, 'a')).toEqual(find(start, lesson, 'a'));
    expect(find(unchanged, lesson, 'c')).toEqual(find(start, lesson, 'c'));
    // A later completion and fewer attempts: still nothing.
    const later = await merged(ada, [record('c', 1, '2026-03-03T00:00:00.000Z')]);
    expect(find(later, lesson, 'c')).toEqual(find(start, lesson, 'c'));

    const sentAt = Date.now();
    const changed = await merged(ada, [
      record('a', 1, '2026-02-01T00:00:00.000Z'), // completed now, fewer attempts
      record('b', 7, '2026-05-05T00:00:00.000Z'), // more attempts, later completion
      record('c', 4, '2026-01-01T12:30:00.000+02:00'), // an earlier completion, in another zone
    ]);
    expect(find(changed, lesson, 'a')).toMatchObject({
      attempts: 3,
      completedAt: '2026-02-01T00:00:00.000Z',
    });
    expect(find(changed, lesson, 'b')).toMatchObject({
      attempts: 7,
      completedAt: '2026-02-02T00:00:00.000Z',
    });
    expect(find(changed, lesson, 'c')).toMatchObject({
      attempts: 4,
      completedAt: '2026-01-01T10:30:00.000Z',
    });
    for (const id of ['a', 'b', 'c']) {
      expect(Date.parse(find(changed, lesson, id)!.updatedAt)).toBeGreaterThanOrEqual(sentAt);
    }
    expect(await records(ada)).toEqual(changed);
  });

  it('is idempotent: the same records sent again change nothing and make no duplicates', async () => {
    const ada = await t.signIn('replay@example.org');
    const batch = [
      record('a', 2, '2026-01-05T10:00:00.000Z'),
      record('b', 0),
      record('quiz-1', 5, null, article),
    ];
    const first = await merged(ada, batch);
    expect(first).toHaveLength(3);
    await tick();
    expect(await merged(ada, batch)).toEqual(first);
    expect(await merged(ada, batch)).toEqual(first);
    expect(await storedCount('replay@example.org')).toBe(3);
  });

  it('merges the same exercise sent twice in one request into one record', async () => {
    const ada = await t.signIn('twice@example.org');
    const list = await merged(ada, [
      record('a', 2, '2026-04-01T00:00:00.000Z'),
      record('a', 6, null),
      record('a', 1, '2026-03-01T00:00:00.000Z'),
    ]);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ attempts: 6, completedAt: '2026-03-01T00:00:00.000Z' });
  });

  it('keeps every change when a member merges the same exercises from several tabs at once', async () => {
    const ada = await t.signIn('tabs@example.org');
    const tabs = 12;
    const responses = await Promise.all(
      Array.from({ length: tabs }, (_, i) =>
        put(ada, [
          record('shared', i + 1, `2026-06-${String(30 - i).padStart(2, '0')}T00:00:00.000Z`),
          record(`own-${i}`, 1),
        ]),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(tabs).fill(200));
    const list = await records(ada);
    expect(list).toHaveLength(tabs + 1);
    expect(find(list, lesson, 'shared')).toMatchObject({
      attempts: tabs,
      completedAt: `2026-06-${30 - tabs + 1}T00:00:00.000Z`,
    });
  });

  it('keeps each member’s progress apart', async () => {
    const ada = await t.signIn('ada-apart@example.org');
    const bob = await t.signIn('bob-apart@example.org');
    await merged(ada, [record('a', 4, '2026-01-01T00:00:00.000Z')]);
    expect(await records(bob)).toEqual([]);

    const bobs = await merged(bob, [record('a', 9, '2025-12-01T00:00:00.000Z')]);
    expect(bobs).toHaveLength(1);
    expect(find(bobs, lesson, 'a')).toMatchObject({ attempts: 9 });
    expect(find(await records(ada), lesson, 'a')).toMatchObject({
      attempts: 4,
      completedAt: '2026-01-01T00:00:00.000Z',
    });

    expect((await t.call('DELETE', '/api/me/progress', bob)).status).toBe(204);
    expect(await records(bob)).toEqual([]);
    expect(await records(ada)).toHaveLength(1);
  });

  it('counts a completion more than 5 minutes ahead of the server’s clock as completed now', async () => {
    const ada = await t.signIn('future@example.org');
    const before = Date.now();
    const nearFuture = new Date(before + 2 * 60_000).toISOString();
    const list = await merged(ada, [
      record('far', 1, new Date(before + 60 * 60_000).toISOString()),
      record('year', 1, '2999-01-01T00:00:00.000Z'),
      record('near', 1, nearFuture),
    ]);
    const after = Date.now();
    for (const id of ['far', 'year']) {
      const completedAt = Date.parse(find(list, lesson, id)!.completedAt!);
      expect(completedAt).toBeGreaterThanOrEqual(before);
      expect(completedAt).toBeLessThanOrEqual(after);
    }
    // Within the allowance for a client's clock, the time is kept as sent.
    expect(find(list, lesson, 'near')!.completedAt).toBe(nearFuture);
  });

  it('refuses malformed records with a message per field, and stores none of the request', async () => {
    const ada = await t.signIn('invalid@example.org');
    const refused = async (body: unknown, field: string, message: RegExp) => {
      const response = await t.call('PUT', '/api/me/progress', ada, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.error.code).toBe('validation_failed');
      expect(response.body.error.fields[field], JSON.stringify(response.body)).toMatch(message);
    };
    const good = record('fine', 1);
    const pageMessage = /page must be the site path .* starts with \//;
    await refused({ records: [good, { ...good, page: 'learninghub/x' }] }, 'records.1.page', pageMessage);
    await refused({ records: [{ ...good, page: '/Articles/X' }] }, 'records.0.page', pageMessage);
    await refused({ records: [{ ...good, page: '/articles/a b' }] }, 'records.0.page', pageMessage);
    await refused({ records: [{ ...good, page: '/articles/../admin' }] }, 'records.0.page', pageMessage);
    await refused(
      { records: [{ ...good, page: `/${'a'.repeat(200)}` }] },
      'records.0.page',
      /at most 200 characters/,
    );
    const idMessage = /exerciseId must be 1 to 64 lowercase letters/;
    await refused({ records: [{ ...good, exerciseId: '-dash' }] }, 'records.0.exerciseId', idMessage);
    await refused({ records: [{ ...good, exerciseId: 'Upper' }] }, 'records.0.exerciseId', idMessage);
    await refused({ records: [{ ...good, exerciseId: 'a'.repeat(65) }] }, 'records.0.exerciseId', idMessage);
    await refused({ records: [{ ...good, exerciseId: '' }] }, 'records.0.exerciseId', idMessage);
    const attemptsMessage = /attempts must be a whole number from 0 to 10000/;
    await refused({ records: [{ ...good, attempts: -1 }] }, 'records.0.attempts', attemptsMessage);
    await refused({ records: [{ ...good, attempts: 10_001 }] }, 'records.0.attempts', attemptsMessage);
    await refused({ records: [{ ...good, attempts: 1.5 }] }, 'records.0.attempts', attemptsMessage);
    await refused({ records: [{ ...good, attempts: '3' }] }, 'records.0.attempts', attemptsMessage);
    const dateMessage = /completedAt must be null or a date and time/;
    await refused({ records: [{ ...good, completedAt: 'yesterday' }] }, 'records.0.completedAt', dateMessage);
    await refused({ records: [{ ...good, completedAt: undefined }] }, 'records.0.completedAt', dateMessage);
    await refused({ records: [] }, 'records', /Send at least one record/);
    await refused({}, 'records', /records must be a list/);
    const tooMany = Array.from({ length: progressRecordsPerRequest + 1 }, (_, i) => record(`e${i}`, 1));
    await refused({ records: tooMany }, 'records', /Send at most 500 records at a time/);

    const broken = await t.app.request('/api/me/progress', {
      method: 'PUT',
      headers: { cookie: ada, 'content-type': 'application/json' },
      body: '{"records": [',
    });
    expect(broken.status).toBe(400);
    expect(await records(ada)).toEqual([]);

    // The largest request is accepted.
    expect(await merged(ada, tooMany.slice(0, progressRecordsPerRequest))).toHaveLength(
      progressRecordsPerRequest,
    );
    // A bad page to clear is a 400 that names the parameter, and clears nothing.
    for (const page of ['', 'articles', '/Upper']) {
      const response = await t.call('DELETE', `/api/me/progress?page=${encodeURIComponent(page)}`, ada);
      expect(response.status, page).toBe(400);
      expect(response.body.error.message).toMatch(/page must be the site path/);
    }
    expect(await records(ada)).toHaveLength(progressRecordsPerRequest);
  });

  it('clears one page’s records, or all of them', async () => {
    const ada = await t.signIn('clear@example.org');
    const other = '/learninghub/robotics-fundamentals/inverse-kinematics';
    await merged(ada, [
      record('a', 1),
      record('b', 2, null),
      record('a', 1, null, other),
      record('a', 1, null, article),
    ]);
    const one = await t.call('DELETE', `/api/me/progress?page=${encodeURIComponent(lesson)}`, ada);
    expect(one.status).toBe(204);
    expect(one.body).toBeNull();
    expect((await records(ada)).map((r) => r.page).sort()).toEqual([article, other]);
    // A page without records: nothing to clear, still 204.
    expect((await t.call('DELETE', '/api/me/progress?page=/articles/none', ada)).status).toBe(204);
    expect(await records(ada)).toHaveLength(2);
    expect((await t.call('DELETE', '/api/me/progress', ada)).status).toBe(204);
    expect(await records(ada)).toEqual([]);
  });

  it(`keeps exactly ${progressRecordsPerMember} records when three times that arrive at once`, async () => {
    const email = 'cap@example.org';
    const ada = await t.signIn(email);
    const batches = (3 * progressRecordsPerMember) / progressRecordsPerRequest;
    const responses = await Promise.all(
      Array.from({ length: batches }, (_, b) =>
        put(
          ada,
          Array.from({ length: progressRecordsPerRequest }, (_, i) =>
            record(`e${i}`, 1, null, `/articles/batch-${b}`),
          ),
        ),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(batches / 3);
    expect(statuses.filter((s) => s === 409)).toHaveLength((2 * batches) / 3);
    expect(await storedCount(email)).toBe(progressRecordsPerMember);
    const full = responses.find((r) => r.status === 409)!;
    expect(full.body.error.message).toMatch(/at most 5,000 progress records/);

    // At the cap, what is already kept still merges; anything new is refused whole.
    const [kept] = await records(ada);
    const more = await merged(ada, [{ ...kept!, attempts: 2, completedAt: '2026-01-01T00:00:00.000Z' }]);
    expect(find(more, kept!.page, kept!.exerciseId)).toMatchObject({ attempts: 2 });
    const mixed = await put(ada, [{ ...kept!, attempts: 3, completedAt: null }, record('new', 1)]);
    expect(mixed.status).toBe(409);
    expect(mixed.body.error.message).toBe(
      'A member keeps at most 5,000 progress records: you have 5,000 and these would add 1 more. Clear the progress of some pages to make room.',
    );
    expect(find(await records(ada), kept!.page, kept!.exerciseId)).toMatchObject({ attempts: 2 });
    expect(await storedCount(email)).toBe(progressRecordsPerMember);

    // Clearing a page makes room again.
    expect((await t.call('DELETE', `/api/me/progress?page=${kept!.page}`, ada)).status).toBe(204);
    expect((await put(ada, [record('new', 1)])).status).toBe(200);
  });
});
