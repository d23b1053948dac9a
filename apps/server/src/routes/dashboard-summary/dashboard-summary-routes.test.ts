import { mySubmissionsResponseSchema, pendingCountsSchema } from '@tinkerlabs/contract/submissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.ts';
import { createArticle, createStore } from '../../testing/content-factories.ts';
import { textDoc } from '../../testing/rich-text-docs.ts';
import { adminEmail, openSignedInApp, type SignedInApp } from '../../testing/signed-in-app.ts';
import { itemInput, projectInput, storeInput } from '../submissions/shared/test-inputs.ts';

let t: SignedInApp;
let ada: string;
let admin: string;

beforeAll(async () => {
  t = await openSignedInApp();
  ada = await t.signIn('ada@example.org');
  admin = await t.signIn(adminEmail);
  await createStore(t.database.db, { slug: 'summary-store' });
  await createArticle(t.database.db, { slug: 'someone-elses', status: 'pending' });
});
afterAll(() => t?.close());

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

    const mine = mySubmissionsResponseSchema.parse((await t.call('GET', '/api/me/submissions', ada)).body);
    expect(mine.items.map((s) => [s.kind, s.status])).toEqual([
      ['articles', 'draft'],
      ['projects', 'rejected'],
      ['items', 'pending'],
      ['stores', 'pending'],
    ]);
    expect(mine.needsAction).toBe(2);
    expect(mine.items[0]).toMatchObject({
      title: 'Untitled article',
      editPath: `/dashboard/articles/editor?id=${article.id}`,
    });
    expect(mine.items[1]).toMatchObject({
      rejectionReason: 'Too short.',
      editPath: `/dashboard/projects/submit?id=${project.id}`,
    });
    expect(mine.items[3]).toMatchObject({ id: store.id, key: 'summary-shop-one', publicPath: null });

    const someoneElse = await t.signIn('bob@example.org');
    expect((await t.call('GET', '/api/me/submissions', someoneElse)).body).toEqual({
      items: [],
      needsAction: 0,
    });
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
