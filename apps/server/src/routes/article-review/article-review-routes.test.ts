import {
  articleDraftSchema,
  articleReviewItemSchema,
  articleReviewListResponseSchema,
  staleVersionErrorBodySchema,
} from '@tinkerlabs/contract/article-drafts';
import { articleDetailSchema } from '@tinkerlabs/contract/articles';
import { searchResponseSchema } from '@tinkerlabs/contract/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../../testing/content-factories.ts';
import { doc, mathDoc, paragraph, text } from '../../testing/rich-text-docs.ts';
import { adminEmail, openSignedInApp, type SignedInApp } from '../../testing/signed-in-app.ts';

let t: SignedInApp;
let ada: string;
let admin: string;

beforeAll(async () => {
  t = await openSignedInApp();
  ada = await t.signIn('ada@example.org');
  admin = await t.signIn(adminEmail);
  await t.call('PATCH', '/api/profile', ada, { username: 'ada_l' });
  await createArticle(t.database.db, { slug: 'robotics-tag-holder', tags: ['robotics'] });
});
afterAll(() => t?.close());

const body = doc(
  { type: 'heading', attrs: { level: 2 }, content: [text('Gyroscopes')] },
  paragraph(text('A quaternionic wobblefrost estimates attitude with '), {
    type: 'mathInline',
    attrs: { expression: 'q_{k+1}' },
  }),
);

/** A new article by Ada, submitted: [id, version]. */
async function submitted(title: string): Promise<[string, number]> {
  const created = await t.call('POST', '/api/me/articles', ada, {
    title,
    summary: `About ${title}.`,
    tags: ['robotics'],
    body,
  });
  expect(created.status).toBe(201);
  const sent = await t.call('POST', `/api/me/articles/${created.body.id}/submit`, ada, { baseVersion: 1 });
  expect(sent.status).toBe(200);
  return [created.body.id, sent.body.version];
}

const approve = (id: string, baseVersion: number) =>
  t.call('POST', `/api/review/articles/${id}/approve`, admin, { baseVersion });
const reject = (id: string, baseVersion: number, reason: unknown) =>
  t.call('POST', `/api/review/articles/${id}/reject`, admin, { baseVersion, reason });
const search = async (q: string) =>
  searchResponseSchema.parse((await t.call('GET', `/api/search?q=${encodeURIComponent(q)}`)).body);

describe('approving', () => {
  it('publishes at /articles/{slug}, adds it to search and records who approved it', async () => {
    const [id, version] = await submitted('Attitude estimation');
    expect((await t.call('GET', '/api/articles/attitude-estimation')).status).toBe(404);
    expect(JSON.stringify(await search('wobblefrost'))).not.toContain('attitude-estimation');

    const approved = await approve(id, version);
    expect(approved.status).toBe(200);
    const article = articleDraftSchema.parse(approved.body);
    expect(article).toMatchObject({
      status: 'approved',
      version: version + 1,
      publicPath: '/articles/attitude-estimation',
      publishedAt: expect.any(String),
      reviewedAt: expect.any(String),
      author: { name: 'ada_l' },
    });
    expect(article.history.map((h) => [h.action, h.actor.name])).toEqual([
      ['submitted', 'ada_l'],
      ['approved', 'TinkerLabs member'],
    ]);

    const published = await t.call('GET', '/api/articles/attitude-estimation');
    expect(published.status).toBe(200);
    expect(articleDetailSchema.parse(published.body)).toMatchObject({
      title: 'Attitude estimation',
      summary: 'About Attitude estimation.',
      author: { id: article.author.id, name: 'ada_l' },
      body,
      headings: [{ level: 2, text: 'Gyroscopes', id: 'gyroscopes' }],
      tags: [{ slug: 'robotics', name: 'robotics' }],
      publishedAt: article.publishedAt,
    });
    const list = (await t.call('GET', '/api/articles?tag=robotics')).body;
    expect(list.items.map((a: { slug: string }) => a.slug)).toContain('attitude-estimation');
    const hits = (await search('wobblefrost')).groups.flatMap((g) => g.items);
    expect(hits.map((h) => h.path)).toEqual(['/articles/attitude-estimation']);
  });

  it('keeps a code cell, an exercise and a lab widget through review, and refuses a malformed one by field', async () => {
    const blocks = doc(
      paragraph(text('Try it.')),
      {
        type: 'codeCell',
        attrs: { id: 'cell-1', language: 'python', board: false, code: 'print(6 * 7)', input: '' },
      },
      {
        type: 'exercise',
        attrs: {
          id: 'six-sevens',
          title: 'Six sevens',
          question: [paragraph(text('What is six times seven?'))],
          answer: { kind: 'number', value: 42, tolerance: 0, unit: null, mistakes: [] },
          hints: [[paragraph(text('Six sixes and one more six.'))]],
          solution: [paragraph(text('Forty-two.'))],
          feedback: { correct: [], incorrect: [] },
        },
      },
      {
        type: 'labWidget',
        attrs: { kind: 'robotArm', arm: 'scara', joints: [30, 45, 100, 0], target: null },
      },
    );
    const malformed = structuredClone(blocks);
    (malformed.content[2] as { attrs: { answer: { tolerance: number } } }).attrs.answer.tolerance = -1;
    const refused = await t.call('POST', '/api/me/articles', ada, {
      title: 'Six sevens, badly',
      summary: 'A tolerance below zero.',
      tags: ['robotics'],
      body: malformed,
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('body.content.2.attrs.answer.tolerance');

    const created = await t.call('POST', '/api/me/articles', ada, {
      title: 'Six sevens',
      summary: 'An exercise in an article.',
      tags: ['robotics'],
      body: blocks,
    });
    expect(created.status).toBe(201);
    const sent = await t.call('POST', `/api/me/articles/${created.body.id}/submit`, ada, { baseVersion: 1 });
    expect((await approve(created.body.id, sent.body.version)).status).toBe(200);
    const published = articleDetailSchema.parse((await t.call('GET', '/api/articles/six-sevens')).body);
    expect(published.body).toEqual(blocks);
  });

  it('lets the author no longer change it, but an administrator can (recorded, search updated)', async () => {
    const [id, version] = await submitted('Magnetometers');
    const approved = await approve(id, version);
    const byAuthor = await t.call('PATCH', `/api/me/articles/${id}`, ada, {
      baseVersion: approved.body.version,
      title: 'Sneaky change',
    });
    expect(byAuthor.status).toBe(403);
    expect(byAuthor.body.error.message).toBe(
      'This article is published: only an administrator can change it now.',
    );
    expect((await t.call('DELETE', `/api/me/articles/${id}`, ada)).status).toBe(403);

    const byAdmin = await t.call('PATCH', `/api/me/articles/${id}`, admin, {
      baseVersion: approved.body.version,
      body: doc(paragraph(text('Hard iron calibration with a flibbertigauge.'))),
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({ status: 'approved', version: approved.body.version + 1 });
    expect(byAdmin.body.history.at(-1)).toMatchObject({ action: 'edited', version: byAdmin.body.version });
    expect((await search('flibbertigauge')).groups.flatMap((g) => g.items.map((h) => h.slug))).toEqual([
      'magnetometers',
    ]);
    expect((await search('wobblefrost')).groups.flatMap((g) => g.items.map((h) => h.slug))).not.toContain(
      'magnetometers',
    );
  });

  it('removes it from the site and from search when an administrator deletes it', async () => {
    const [id, version] = await submitted('Barometers');
    await approve(id, version);
    expect((await t.call('DELETE', `/api/me/articles/${id}`, admin)).status).toBe(204);
    expect((await t.call('GET', '/api/articles/barometers')).status).toBe(404);
    expect(JSON.stringify(await search('barometers'))).not.toContain('/articles/barometers');
  });

  it('answers a decision on an old version with 409 and the current copy', async () => {
    const [id, version] = await submitted('Encoders');
    await t.call('POST', `/api/me/articles/${id}/withdraw`, ada, { baseVersion: version });
    const stale = await approve(id, version);
    expect(stale.status).toBe(409);
    expect(staleVersionErrorBodySchema.parse(stale.body).error.current).toMatchObject({
      status: 'draft',
      version: version + 1,
    });
    const notPending = await approve(id, version + 1);
    expect(notPending.status).toBe(409);
    expect(notPending.body.error.message).toBe(
      'Only an article waiting for review can be approved or rejected; this one is a draft.',
    );
    expect((await t.call('GET', '/api/articles/encoders')).status).toBe(404);
  });
});

describe('rejecting', () => {
  it('shows the reason to the author, who edits and resubmits until it is approved', async () => {
    const [id, version] = await submitted('Lidar');
    const rejected = await reject(id, version, '  Please add a wiring diagram.  ');
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please add a wiring diagram.',
      publicPath: null,
    });
    expect((await t.call('GET', '/api/articles/lidar')).status).toBe(404);

    const mine = (await t.call('GET', '/api/me/articles?status=rejected', ada)).body.items;
    expect(mine).toEqual([expect.objectContaining({ id, rejectionReason: 'Please add a wiring diagram.' })]);

    const edited = await t.call('PATCH', `/api/me/articles/${id}`, ada, {
      baseVersion: rejected.body.version,
      body: doc(paragraph(text('Now with a wiring diagram.'))),
    });
    expect(edited.body).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please add a wiring diagram.',
    });
    const resubmitted = await t.call('POST', `/api/me/articles/${id}/submit`, ada, {
      baseVersion: edited.body.version,
    });
    expect(resubmitted.body).toMatchObject({ status: 'pending', rejectionReason: null });
    const approved = await approve(id, resubmitted.body.version);
    expect(approved.body.status).toBe('approved');
    expect(approved.body.history.map((h: { action: string }) => h.action)).toEqual([
      'submitted',
      'rejected',
      'submitted',
      'approved',
    ]);
    expect(approved.body.history[1]).toMatchObject({ reason: 'Please add a wiring diagram.' });
    expect((await t.call('GET', '/api/articles/lidar')).body.body).toEqual(
      doc(paragraph(text('Now with a wiring diagram.'))),
    );
  });

  it.each([
    ['no reason', undefined, 'Give the author a reason.'],
    ['blanks', '   ', 'Give the author a reason.'],
    ['1001 characters', 'x'.repeat(1001), 'Keep the reason under 1000 characters.'],
  ])('needs a reason of 1 to 1000 characters, not %s', async (label, reason, message) => {
    const [id, version] = await submitted(`Reasonless ${label}`);
    const refused = await reject(id, version, reason);
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields.reason).toBe(message);
    expect((await t.call('GET', `/api/me/articles/${id}`, ada)).body.status).toBe('pending');
  });
});

describe('the review queue', () => {
  it('lists pending articles, longest waiting first, and gives each one with the preview of its public page', async () => {
    const [first] = await submitted('Queue first');
    const [second] = await submitted('Queue second');
    const answer = (await t.call('GET', '/api/review/articles', admin)).body;
    // The body travels only in the one article's preview.
    expect(answer.items.filter((item: object) => 'body' in item || 'preview' in item)).toEqual([]);
    const queue = articleReviewListResponseSchema.parse(answer);
    expect(queue.items.every((i) => i.status === 'pending')).toBe(true);
    const ids = queue.items.map((i) => i.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const item = queue.items.find((i) => i.id === first)!;
    expect(item.submittedAt).toEqual(expect.any(String));
    const one = articleReviewItemSchema.parse(
      (await t.call('GET', `/api/review/articles/${first}`, admin)).body,
    );
    // The queue's one statement presents the article as the single read does, history included.
    const { preview, ...summary } = one;
    expect(item).toEqual(summary);
    expect(preview).toMatchObject({
      slug: 'queue-first',
      title: 'Queue first',
      author: { name: 'ada_l' },
      body,
      headings: [{ level: 2, text: 'Gyroscopes', id: 'gyroscopes' }],
      readingMinutes: 1,
    });
    expect((await t.call('GET', '/api/review/articles/not-a-uuid', admin)).status).toBe(404);
  });

  it('pages the queue with its total, and a page past the end is empty with the same total', async () => {
    for (const title of ['Paged one', 'Paged two', 'Paged three']) await submitted(title);
    const all = articleReviewListResponseSchema.parse(
      (await t.call('GET', '/api/review/articles?pageSize=50', admin)).body,
    );
    expect(all.total).toBeGreaterThanOrEqual(3);
    const second = articleReviewListResponseSchema.parse(
      (await t.call('GET', '/api/review/articles?page=2&pageSize=2', admin)).body,
    );
    expect(second.items.map((i) => i.id)).toEqual(all.items.slice(2, 4).map((i) => i.id));
    expect(second).toMatchObject({ total: all.total, totalPages: Math.ceil(all.total / 2) });
    const past = articleReviewListResponseSchema.parse(
      (await t.call('GET', `/api/review/articles?page=${all.total + 1}&pageSize=1`, admin)).body,
    );
    expect(past).toMatchObject({ items: [], total: all.total });
  });

  it('keeps maths expressions as plain strings in the preview', async () => {
    const created = await t.call('POST', '/api/me/articles', ada, {
      title: 'Maths preview',
      summary: 'S.',
      body: mathDoc('\\int_0^1 x\\,dx'),
    });
    await t.call('POST', `/api/me/articles/${created.body.id}/submit`, ada, { baseVersion: 1 });
    const item = (await t.call('GET', `/api/review/articles/${created.body.id}`, admin)).body;
    expect(item.preview.body).toEqual(mathDoc('\\int_0^1 x\\,dx'));
  });
});
