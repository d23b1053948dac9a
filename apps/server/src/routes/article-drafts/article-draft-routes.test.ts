import {
  articleDraftListResponseSchema,
  articleDraftSchema,
  slugTakenErrorBodySchema,
  staleVersionErrorBodySchema,
} from '@tinkerlabs/contract/article-drafts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createArticle } from '../../testing/content-factories.ts';
import { doc, imageDoc, linkDoc, mathDoc, paragraph, text, textDoc } from '../../testing/rich-text-docs.ts';
import { openSignedInApp, type SignedInApp } from '../../testing/signed-in-app.ts';

let t: SignedInApp;
let ada: string;
let bob: string;
let carol: string;

beforeAll(async () => {
  t = await openSignedInApp();
  ada = await t.signIn('ada@example.org');
  bob = await t.signIn('bob@example.org');
  carol = await t.signIn('carol@example.org');
  await createArticle(t.database.db, {
    slug: 'kalman-filter',
    title: 'The Kalman filter',
    tags: ['robotics'],
  });
});
afterAll(() => t?.close());

const create = (cookie: string, input: Record<string, unknown>) =>
  t.call('POST', '/api/me/articles', cookie, { body: textDoc('Hello'), ...input });
const save = (cookie: string, id: string, input: Record<string, unknown>) =>
  t.call('PATCH', `/api/me/articles/${id}`, cookie, input);
const get = (cookie: string, id: string) => t.call('GET', `/api/me/articles/${id}`, cookie);

async function draftOf(cookie: string, input: Record<string, unknown> = {}) {
  const { status, body } = await create(cookie, input);
  expect(status, JSON.stringify(body)).toBe(201);
  return articleDraftSchema.parse(body);
}

describe('creating and autosaving a draft', () => {
  it('creates a draft at version 1 with a slug from the title', async () => {
    const draft = await draftOf(ada, { title: 'PID control, gently', summary: 'Tuning by ear.' });
    expect(draft).toMatchObject({
      slug: 'pid-control-gently',
      title: 'PID control, gently',
      summary: 'Tuning by ear.',
      status: 'draft',
      version: 1,
      rejectionReason: null,
      publishedAt: null,
      publicPath: null,
      reviewedAt: null,
      coverImage: null,
      tags: [],
      history: [],
      body: textDoc('Hello'),
      author: { id: expect.any(String), name: 'TinkerLabs member' },
    });
    expect(JSON.stringify(draft)).not.toMatch(/seeded|reviewerId|ada@example/);
  });

  it('saves each change on top of the last version and answers the next one', async () => {
    const draft = await draftOf(ada, { title: 'Autosave' });
    const first = await save(ada, draft.id, { baseVersion: 1, body: textDoc('Hello world') });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ version: 2, body: textDoc('Hello world'), title: 'Autosave' });
    const second = await save(ada, draft.id, { baseVersion: 2, title: 'Autosaved', summary: 'Sum.' });
    expect(second.body).toMatchObject({ version: 3, title: 'Autosaved', summary: 'Sum.', slug: 'autosave' });
    const reloaded = articleDraftSchema.parse((await get(ada, draft.id)).body);
    expect(reloaded).toMatchObject({ version: 3, title: 'Autosaved', body: textDoc('Hello world') });
  });

  it('answers a save based on an old version with 409 and the server copy, and overwrites nothing', async () => {
    const draft = await draftOf(ada, { title: 'Two tabs' });
    await save(ada, draft.id, { baseVersion: 1, body: textDoc('From tab A') });
    const stale = await save(ada, draft.id, { baseVersion: 1, body: textDoc('From tab B'), title: 'B' });
    expect(stale.status).toBe(409);
    const { error } = staleVersionErrorBodySchema.parse(stale.body);
    expect(error.message).toMatch(/changed elsewhere.*version 2.*version 1.*Nothing was saved/);
    expect(error.current).toMatchObject({ version: 2, title: 'Two tabs', body: textDoc('From tab A') });
    expect((await get(ada, draft.id)).body).toMatchObject({
      version: 2,
      title: 'Two tabs',
      body: textDoc('From tab A'),
    });
    // Submitting from the stale tab is refused the same way.
    const submit = await t.call('POST', `/api/me/articles/${draft.id}/submit`, ada, { baseVersion: 1 });
    expect(submit.status).toBe(409);
    expect((await get(ada, draft.id)).body.status).toBe('draft');
  });

  it('requires baseVersion on every change', async () => {
    const draft = await draftOf(ada);
    const { status, body } = await save(ada, draft.id, { title: 'No version' });
    expect(status).toBe(422);
    expect(body.error.fields.baseVersion).toMatch(/baseVersion/);
  });

  it('keeps tags and a cover image, refusing unknown tags and outside or script images', async () => {
    const draft = await draftOf(ada, { tags: ['robotics'], coverImage: '/uploads/cover.png' });
    expect(draft.tags).toEqual([{ slug: 'robotics', name: 'robotics' }]);
    expect(draft.coverImage).toBe('/uploads/cover.png');
    const unknownTag = await save(ada, draft.id, { baseVersion: 1, tags: ['robotics', 'no-such-tag'] });
    expect(unknownTag.status).toBe(422);
    expect(unknownTag.body.error.fields.tags).toBe(
      'There is no tag "no-such-tag": choose from the tags at /api/tags.',
    );
    for (const coverImage of [
      'javascript:alert(1)',
      'https://tracker.example/pixel.png',
      '//evil.example/x.png',
    ]) {
      const refused = await save(ada, draft.id, { baseVersion: 1, coverImage });
      expect(refused.status, coverImage).toBe(422);
      expect(refused.body.error.fields.coverImage).toBeTruthy();
    }
    const cleared = await save(ada, draft.id, { baseVersion: 1, coverImage: null, tags: [] });
    expect(cleared.body).toMatchObject({ version: 2, coverImage: null, tags: [] });
  });

  it("lists the member's own articles, latest change first, by status", async () => {
    const older = await draftOf(bob, { title: 'Bob one' });
    const newer = await draftOf(bob, { title: 'Bob two', summary: 'S.' });
    await t.call('POST', `/api/me/articles/${newer.id}/submit`, bob, { baseVersion: 1 });
    const all = articleDraftListResponseSchema.parse((await t.call('GET', '/api/me/articles', bob)).body);
    expect(all.items.map((a) => a.title)).toEqual(['Bob two', 'Bob one']);
    expect(all.items[0]).toMatchObject({ status: 'pending', version: 2 });
    expect(all.items[0]).not.toHaveProperty('body');
    const drafts = (await t.call('GET', '/api/me/articles?status=draft', bob)).body;
    expect(drafts.items.map((a: { id: string }) => a.id)).toEqual([older.id]);
    const adas = (await t.call('GET', '/api/me/articles?pageSize=50', ada)).body;
    expect(adas.items.some((a: { author: { id: string } }) => a.author.id === older.author.id)).toBe(false);
    expect((await t.call('GET', '/api/me/articles?status=published', bob)).status).toBe(400);
  });

  it("gives the list's tags, its total and pages, also for a page past the end", async () => {
    const tagged = await draftOf(carol, { title: 'Carol tagged', tags: ['robotics'] });
    await draftOf(carol, { title: 'Carol plain' });
    const first = (await t.call('GET', '/api/me/articles?pageSize=1', carol)).body;
    expect(first).toMatchObject({ total: 2, totalPages: 2, page: 1 });
    const second = (await t.call('GET', '/api/me/articles?pageSize=1&page=2', carol)).body;
    expect(second.items).toEqual([
      expect.objectContaining({ id: tagged.id, tags: [{ slug: 'robotics', name: 'robotics' }] }),
    ]);
    expect(first.items[0].tags).toEqual([]);
    const past = (await t.call('GET', '/api/me/articles?pageSize=1&page=5', carol)).body;
    expect(past).toMatchObject({ items: [], total: 2, totalPages: 2 });
    const drafts = (await t.call('GET', '/api/me/articles?status=draft&pageSize=1', carol)).body;
    expect(drafts).toMatchObject({ total: 2 });
  });

  it('deletes a draft; a pending one only after it is withdrawn', async () => {
    const draft = await draftOf(ada, { title: 'To delete', summary: 'S.' });
    expect((await t.call('DELETE', `/api/me/articles/${draft.id}`, ada)).status).toBe(204);
    expect((await get(ada, draft.id)).status).toBe(404);
    const pending = await draftOf(ada, { title: 'Pending delete', summary: 'S.' });
    await t.call('POST', `/api/me/articles/${pending.id}/submit`, ada, { baseVersion: 1 });
    const refused = await t.call('DELETE', `/api/me/articles/${pending.id}`, ada);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/waiting for review. Withdraw it first/);
  });
});

describe('slugs', () => {
  it.each([
    ['Régulateur PID — 2 axes!!', 'regulateur-pid-2-axes'],
    ['  Forward & inverse kinematics (2-link)  ', 'forward-inverse-kinematics-2-link'],
    ['C++ --- templates', 'c-templates'],
    ['', 'untitled'],
    ['!!!', 'untitled'],
  ])('derives %j as %s', async (title, slug) => {
    const draft = await draftOf(bob, { title });
    expect(draft.slug === slug || draft.slug.startsWith(`${slug}-`)).toBe(true);
    expect(draft.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('cuts a long title to 80 characters without a trailing hyphen', async () => {
    const draft = await draftOf(bob, { title: `${'word '.repeat(30)}end` });
    expect(draft.slug.length).toBeLessThanOrEqual(80);
    expect(draft.slug).toMatch(/^word(-word)*$/);
  });

  it('makes a derived slug unique by adding -2, -3 …, across all articles', async () => {
    expect((await draftOf(ada, { title: 'The Kalman filter' })).slug).toBe('the-kalman-filter');
    const kalman = await draftOf(bob, { title: 'Kalman filter' });
    expect(kalman.slug).toBe('kalman-filter-2'); // kalman-filter is a published article
    expect((await draftOf(ada, { title: 'Kalman filter' })).slug).toBe('kalman-filter-3');
  });

  it('refuses a typed slug that another article has with 409 and a free suggestion', async () => {
    const { status, body } = await create(ada, { title: 'Mine', slug: 'kalman-filter' });
    expect(status).toBe(409);
    const { error } = slugTakenErrorBodySchema.parse(body);
    expect(error.suggestedSlug).toMatch(/^kalman-filter-\d+$/);
    expect(error.message).toBe(
      `Another article already uses the address /articles/kalman-filter. Choose another slug, such as "${error.suggestedSlug}".`,
    );
    expect(error.fields.slug).toBe(error.message);
    // The suggestion is free.
    expect((await create(ada, { slug: error.suggestedSlug })).status).toBe(201);
  });

  it('keeps the slug when left out, re-derives it when sent empty, and accepts its own slug', async () => {
    const draft = await draftOf(ada, { title: 'Servo basics', slug: 'my-servos' });
    expect(draft.slug).toBe('my-servos');
    const renamed = await save(ada, draft.id, { baseVersion: 1, title: 'Servo tuning' });
    expect(renamed.body.slug).toBe('my-servos');
    const derived = await save(ada, draft.id, { baseVersion: 2, slug: '' });
    expect(derived.body.slug).toBe('servo-tuning');
    const same = await save(ada, draft.id, { baseVersion: 3, slug: 'servo-tuning', title: 'Servo tuning!' });
    expect(same.body).toMatchObject({ slug: 'servo-tuning', version: 4 });
    const taken = await save(ada, draft.id, { baseVersion: 4, slug: 'kalman-filter' });
    expect(taken.status).toBe(409);
    expect((await get(ada, draft.id)).body).toMatchObject({ slug: 'servo-tuning', version: 4 });
  });

  it.each(['Bad Slug', 'double--hyphen', '-leading', 'trailing-', 'UPPER', 'ünïcode', 'x'.repeat(101)])(
    'refuses the slug %j with 422',
    async (slug) => {
      const { status, body } = await create(ada, { slug });
      expect(status).toBe(422);
      expect(body.error.fields.slug).toMatch(/lowercase letters, digits and single hyphens|under 100/);
    },
  );
});

describe('documents the server refuses or keeps inert', () => {
  const refusal = async (body: unknown) => {
    const response = await create(ada, { body });
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    expect(response.body.error.code).toBe('validation_failed');
    return response.body.error as { message: string; fields: Record<string, string> };
  };

  it('keeps <script> typed into the text as text, never as markup', async () => {
    const typed = '<script>alert(1)</script><img src=x onerror=alert(1)>';
    const draft = await draftOf(ada, { title: '<script>alert(1)</script>', body: textDoc(typed) });
    expect(draft.body).toEqual(textDoc(typed));
    expect(draft.title).toBe('<script>alert(1)</script>');
    expect(draft.slug).toBe('script-alert-1-script');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript&#58;alert(1)',
    'jav&#x09;ascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  ])('refuses the link %j, naming where and why', async (href) => {
    const error = await refusal(linkDoc(href));
    const problem = error.fields['body.content.0.content.0.marks.0.attrs.href'];
    expect(problem).toBeTruthy();
    expect(error.message).toBe(`The article body was refused: ${problem}`);
  });

  it.each(['javascript:alert(1)', 'data:image/svg+xml;base64,PHN2Zy8+', 'https://evil.example/a.png'])(
    'refuses the image source %j',
    async (src) => {
      const error = await refusal(imageDoc({ src }));
      expect(error.fields['body.content.0.attrs.src']).toMatch(/Images must be files on this site/);
    },
  );

  it('refuses an onerror attribute on an image', async () => {
    const error = await refusal(imageDoc({ src: '/uploads/a.png', onerror: 'alert(1)' }));
    expect(error.message).toBe('The article body was refused: Unknown attribute or field: onerror.');
  });

  it('refuses an unknown node type', async () => {
    const error = await refusal(
      doc(paragraph(text('x')), { type: 'iframe', attrs: { src: 'https://a.example' } }),
    );
    expect(error.fields['body.content.1.type']).toMatch(/The node type "iframe" cannot be used here/);
  });

  it('refuses raw HTML instead of a document', async () => {
    const error = await refusal('<p onclick="alert(1)">hi</p>');
    expect(error.fields.body).toBe('Expected a rich-text document.');
  });

  it('refuses an oversized document', async () => {
    const error = await refusal(textDoc('x'.repeat(200_001)));
    expect(error.message).toBe(
      'The article body was refused: The document is longer than the limit of 200 000 characters of text.',
    );
    const many = doc(...Array.from({ length: 10_001 }, () => paragraph(text('p'))));
    expect((await refusal(many)).message).toMatch(/more than 20 000 parts/);
  });

  it.each([
    '\\href{javascript:alert(1)}{click me}',
    '\\url{javascript:alert(1)}',
    '\\htmlStyle{background:url(x)}{y}',
    '\\includegraphics{/uploads/a.png}',
  ])('refuses the maths %j, in a new draft and in a save', async (expression) => {
    const error = await refusal(mathDoc(expression));
    expect(error.fields['body.content.0.content.1.attrs.expression']).toMatch(
      /^Maths may not use \\\w+: links, images and HTML attributes are not allowed in formulas\.$/,
    );
    const draft = await draftOf(ada);
    const saved = await save(ada, draft.id, { baseVersion: 1, body: mathDoc(expression) });
    expect(saved.status).toBe(422);
    expect((await get(ada, draft.id)).body).toMatchObject({ version: 1, body: textDoc('Hello') });
  });

  it('refuses a formula nested deeper than KaTeX can parse (422 naming the limit)', async () => {
    const error = await refusal(mathDoc(`${'{'.repeat(5000)}x`)); // unclosed, under the length limit
    expect(error.fields['body.content.0.content.1.attrs.expression']).toBe(
      'This formula nests groups 5000 levels deep; at most 40 are allowed. Split it into smaller formulas.',
    );
  });

  it('keeps ordinary maths as a plain string', async () => {
    const draft = await draftOf(ada, { body: mathDoc('\\frac{a}{b} \\\\ \\text{href}') });
    expect(draft.body).toEqual(mathDoc('\\frac{a}{b} \\\\ \\text{href}'));
  });
});

describe('submitting and withdrawing', () => {
  it('needs a title, a summary and some text to submit', async () => {
    const draft = await draftOf(ada, { body: doc(paragraph()) });
    const { status, body } = await t.call('POST', `/api/me/articles/${draft.id}/submit`, ada, {
      baseVersion: 1,
    });
    expect(status).toBe(422);
    expect(Object.keys(body.error.fields).sort()).toEqual(['body', 'summary', 'title']);
    expect(body.error.message).toMatch(/^The article is not ready for review\. Give the article a title/);
  });

  it('submits (pending, locked for the author), withdraws back to an editable draft, and records each step', async () => {
    const draft = await draftOf(ada, { title: 'Steppers', summary: 'Microstepping.' });
    const submitted = await t.call('POST', `/api/me/articles/${draft.id}/submit`, ada, { baseVersion: 1 });
    expect(submitted.body).toMatchObject({ status: 'pending', version: 2 });
    const locked = await save(ada, draft.id, { baseVersion: 2, title: 'Changed' });
    expect(locked.status).toBe(409);
    expect(locked.body.error.message).toBe(
      'This article is waiting for review. Withdraw it first to change or delete it.',
    );
    const again = await t.call('POST', `/api/me/articles/${draft.id}/submit`, ada, { baseVersion: 2 });
    expect(again.status).toBe(409);
    const withdrawn = await t.call('POST', `/api/me/articles/${draft.id}/withdraw`, ada, { baseVersion: 2 });
    expect(withdrawn.body).toMatchObject({ status: 'draft', version: 3 });
    const twice = await t.call('POST', `/api/me/articles/${draft.id}/withdraw`, ada, { baseVersion: 3 });
    expect(twice.body.error.message).toBe(
      'Only an article waiting for review can be withdrawn; this one is a draft.',
    );
    const edited = await save(ada, draft.id, { baseVersion: 3, title: 'Steppers, again' });
    expect(edited.body).toMatchObject({ status: 'draft', version: 4, title: 'Steppers, again' });
    const history = articleDraftSchema.parse(edited.body).history;
    expect(history.map((h) => [h.action, h.version, h.actor.id])).toEqual([
      ['submitted', 2, draft.author.id],
      ['withdrawn', 3, draft.author.id],
    ]);
  });
});
