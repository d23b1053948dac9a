import { notificationListResponseSchema } from '@tinkerlabs/contract/submissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEmail, openSignedInApp, type SignedInApp } from '../../testing/signed-in-app.ts';
import { storeInput } from '../submissions/shared/test-inputs.ts';

let t: SignedInApp;
let ada: string;
let bob: string;
let admin: string;

beforeAll(async () => {
  t = await openSignedInApp();
  ada = await t.signIn('ada@example.org');
  bob = await t.signIn('bob@example.org');
  admin = await t.signIn(adminEmail);
});
afterAll(() => t?.close());

const inbox = async (cookie: string, query = '') =>
  notificationListResponseSchema.parse((await t.call('GET', `/api/me/notifications${query}`, cookie)).body);

/** Ada suggests a store and the administrator decides: the store's id. */
async function decided(name: string, action: 'approve' | 'reject'): Promise<string> {
  const { body } = await t.call('POST', '/api/me/stores', ada, storeInput({ name }));
  await t.call('POST', `/api/review/stores/${body.id}/${action}`, admin, {
    baseVersion: 1,
    reason: 'Duplicate.',
  });
  return body.id;
}

describe('notifications', () => {
  it('lists the member’s own, newest first, and marks chosen ones or all read', async () => {
    const first = await decided('Notified Numbat', 'approve');
    const second = await decided('Notified Quoll', 'reject');
    const list = await inbox(ada);
    expect(list.unread).toBe(2);
    expect(list.items.map((n) => [n.contentId, n.action, n.reason])).toEqual([
      [second, 'rejected', 'Duplicate.'],
      [first, 'approved', null],
    ]);
    expect((await inbox(bob)).items).toEqual([]);

    // Bob cannot mark Ada's read.
    expect(
      (await t.call('POST', '/api/me/notifications/read', bob, { ids: [list.items[0]!.id] })).status,
    ).toBe(204);
    expect((await inbox(ada)).unread).toBe(2);

    expect(
      (await t.call('POST', '/api/me/notifications/read', ada, { ids: [list.items[0]!.id] })).status,
    ).toBe(204);
    const after = await inbox(ada, '?unread=true');
    expect(after.unread).toBe(1);
    expect(after.items.map((n) => n.contentId)).toEqual([first]);

    await t.call('POST', '/api/me/notifications/read', ada, {});
    expect(await inbox(ada)).toMatchObject({ unread: 0, items: [{ read: true }, { read: true }] });
  });

  it('explains a bad request', async () => {
    const bad = await t.call('POST', '/api/me/notifications/read', ada, { ids: ['not-an-id'] });
    expect(bad.status).toBe(422);
    expect((await t.call('GET', '/api/me/notifications?unread=maybe', ada)).status).toBe(400);
  });
});
