import { sessionResponseSchema } from '@tinkerlabs/contract/auth';
import {
  mySubmissionsResponseSchema,
  pendingCountsSchema,
  type SubmissionSummary,
} from '@tinkerlabs/contract/submissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, type ContentStatus } from '../../db/schema.ts';
import {
  createArticle,
  createProject,
  createStore,
  createStoreItem,
} from '../../testing/content-factories.ts';
import { textDoc } from '../../testing/rich-text-docs.ts';
import { adminEmail, openSignedInApp, type SignedInApp } from '../../testing/signed-in-app.ts';
import { itemInput, projectInput, storeInput } from '../submissions/shared/test-inputs.ts';

let t: SignedInApp;
let ada: string;
let admin: string;
let summaryStore: { id: string; slug: string };

beforeAll(async () => {
  t = await openSignedInApp();
  ada = await t.signIn('ada@example.org');
  admin = await t.signIn(adminEmail);
  summaryStore = await createStore(t.database.db, { slug: 'summary-store' });
  await createArticle(t.database.db, { slug: 'someone-elses', status: 'pending' });
});
afterAll(() => t?.close());

const mySubmissions = async (cookie: string, search = '') =>
  mySubmissionsResponseSchema.parse((await t.call('GET', `/api/me/submissions${search}`, cookie)).body);

async function signedInMember(email: string) {
  const cookie = await t.signIn(email);
  const session = sessionResponseSchema.parse((await t.call('GET', '/api/auth/session', cookie)).body);
  return { cookie, id: session.viewer!.user.id };
}

describe('the dashboard overview', () => {
  it('lists the member’s own submissions of every type, newest first, and what needs their action', async () => {
    const { body: store } = await t.call(
      'POST',
      '/api/me/stores',
      ada,
      storeInput({ name: 'Summary Shop One' }),
    );
    await t.call('POST', '/api/me/items', ada, itemInput('summary-store', { uniqueKey: 'SUM-1' }));
    const { body: project } = await t.call('POST', '/api/me/projects', ada, projectInput());
    await t.call('POST', `/api/review/projects/${project.id}/reject`, admin, {
      baseVersion: 1,
      reason: 'Too short.',
    });
    const { body: article } = await t.call('POST', '/api/me/articles', ada, { body: textDoc('Draft text.') });

    const mine = await mySubmissions(ada);
    expect(mine.items.map((s) => [s.kind, s.status])).toEqual([
      ['articles', 'draft'],
      ['projects', 'rejected'],
      ['items', 'pending'],
      ['stores', 'pending'],
    ]);
    expect(mine).toMatchObject({ page: 1, pageSize: 20, total: 4, totalPages: 1, needsAction: 2 });
    expect(mine.items[0]).toMatchObject({
      title: 'Untitled article',
      editPath: `/dashboard/articles/editor?id=${article.id}`,
      publicPath: null,
    });
    expect(mine.items[1]).toMatchObject({
      rejectionReason: 'Too short.',
      editPath: `/dashboard/projects/submit?id=${project.id}`,
    });
    expect(mine.items[2]).toMatchObject({ key: 'SUM-1', publicPath: null });
    expect(mine.items[3]).toMatchObject({
      id: store.id,
      title: 'Summary Shop One',
      key: 'summary-shop-one',
      publicPath: null,
      editPath: `/dashboard/stores/suggest?id=${store.id}`,
    });
  });

  it('answers a page at a time, counting every page’s drafts and rejected ones', async () => {
    const db = t.database.db;
    const cleo = await signedInMember('cleo@example.org');
    const author = { authorId: cleo.id, authorName: 'Cleo' };
    const statuses: ContentStatus[] = ['approved', 'draft', 'pending', 'rejected', 'approved'];
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute));
    // 25 submissions, a minute apart (the last two at the same time: then by id), the kinds and
    // statuses taking turns. Drafts keep the reason of an earlier rejection, which is not shown.
    for (let n = 0; n < 25; n++) {
      const status = statuses[n % statuses.length]!;
      const values = {
        ...author,
        status,
        rejectionReason: status === 'rejected' || status === 'draft' ? `Reason ${n}.` : null,
        updatedAt: at(Math.min(n, 23)),
      };
      if (n % 4 === 0) await createStore(db, { ...values, slug: `cleo-store-${n}` });
      if (n % 4 === 1) await createStoreItem(db, summaryStore.id, { ...values, uniqueKey: `CLEO-${n}` });
      if (n % 4 === 2) await createProject(db, { ...values, slug: `cleo-project-${n}` });
      if (n % 4 === 3) await createArticle(db, { ...values, slug: `cleo-article-${n}` });
    }

    const first = await mySubmissions(cleo.cookie, '?pageSize=10');
    const second = await mySubmissions(cleo.cookie, '?page=2&pageSize=10');
    const third = await mySubmissions(cleo.cookie, '?page=3&pageSize=10');
    const pages = [first, second, third];
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 5]);
    for (const [index, page] of pages.entries()) {
      expect(page).toMatchObject({
        page: index + 1,
        pageSize: 10,
        total: 25,
        totalPages: 3,
        needsAction: 10,
      });
    }
    const all = pages.flatMap((p) => p.items);
    const newestFirst = (a: SubmissionSummary, b: SubmissionSummary) =>
      b.updatedAt.localeCompare(a.updatedAt) || (a.id < b.id ? -1 : 1);
    expect(all).toEqual([...all].sort(newestFirst));
    expect(new Set(all.map((s) => s.id)).size).toBe(25);
    expect(all[0]!.updatedAt).toBe(at(23).toISOString());
    expect(all.at(-1)).toMatchObject({ kind: 'stores', key: 'cleo-store-0', updatedAt: at(0).toISOString() });
    expect(new Set(all.map((s) => s.kind))).toEqual(new Set(['stores', 'items', 'projects', 'articles']));
    expect(all.every((s) => s.author.id === cleo.id)).toBe(true);

    // Each kind's presentation: public paths only while approved, the reason only when rejected.
    const byKey = new Map(all.map((s) => [s.key, s]));
    expect(byKey.get('cleo-store-0')).toMatchObject({
      status: 'approved',
      publicPath: '/stores/cleo-store-0',
    });
    expect(byKey.get('CLEO-9')).toMatchObject({
      kind: 'items',
      status: 'approved',
      publicPath: '/stores/summary-store',
      editPath: `/dashboard/items/suggest?id=${byKey.get('CLEO-9')!.id}`,
    });
    expect(byKey.get('cleo-project-10')).toMatchObject({
      status: 'approved',
      publicPath: '/projects/cleo-project-10',
    });
    expect(byKey.get('cleo-article-19')).toMatchObject({
      kind: 'articles',
      title: 'Article cleo-article-19',
      status: 'approved',
      publicPath: '/articles/cleo-article-19',
    });
    expect(byKey.get('cleo-article-3')).toMatchObject({ status: 'rejected', rejectionReason: 'Reason 3.' });
    expect(byKey.get('cleo-project-6')).toMatchObject({
      status: 'draft',
      rejectionReason: null,
      publicPath: null,
    });

    // The default page holds 20; a page past the end is empty but still counts.
    expect(await mySubmissions(cleo.cookie)).toMatchObject({ page: 1, pageSize: 20, totalPages: 2 });
    expect((await mySubmissions(cleo.cookie)).items).toEqual(all.slice(0, 20));
    expect(await mySubmissions(cleo.cookie, '?page=4&pageSize=10')).toEqual({
      items: [],
      page: 4,
      pageSize: 10,
      total: 25,
      totalPages: 3,
      needsAction: 10,
    });
    expect((await t.call('GET', '/api/me/submissions?pageSize=51', cleo.cookie)).status).toBe(400);
  });

  it('shows nobody else’s submissions, and nothing to anonymous visitors', async () => {
    const bob = await t.signIn('bob@example.org');
    expect(await mySubmissions(bob)).toEqual({
      items: [],
      page: 1,
      pageSize: 20,
      total: 0,
      totalPages: 0,
      needsAction: 0,
    });
    expect(await mySubmissions(bob, '?page=2')).toMatchObject({ items: [], total: 0, needsAction: 0 });
    expect((await t.call('GET', '/api/me/submissions')).status).toBe(401);
  });

  it('counts what waits for the administrators, including unread messages that are not archived', async () => {
    const before = pendingCountsSchema.parse((await t.call('GET', '/api/admin/pending-counts', admin)).body);
    await t.call('POST', '/api/me/stores', ada, storeInput({ name: 'Summary Shop Two' }));
    const message = { name: 'N', email: 'n@example.org', subject: 'S', message: 'M', ipHash: 'x' };
    await t.database.db
      .insert(contactMessages)
      .values([message, { ...message, readAt: new Date() }, { ...message, archivedAt: new Date() }]);
    const after = pendingCountsSchema.parse((await t.call('GET', '/api/admin/pending-counts', admin)).body);
    expect(after).toEqual({
      ...before,
      stores: before.stores + 1,
      unreadMessages: before.unreadMessages + 1,
    });
    expect(after.articles).toBeGreaterThanOrEqual(1);
  });
});
