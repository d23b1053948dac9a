// The realtime events and notifications the workflows raise, seen on the app's event bus.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../app.ts';
import type { DatabaseHandle } from '../../../db/client.ts';
import { createInProcessEventBus, type RealtimeEvent } from '../../../realtime/event-bus.ts';
import { bodyOf, jsonPost, signIn } from '../../../testing/auth-session.ts';
import { capturingMailer } from '../../../testing/capturing-mailer.ts';
import { textDoc } from '../../../testing/rich-text-docs.ts';
import { adminEmail } from '../../../testing/signed-in-app.ts';
import { openTestDatabase } from '../../../testing/test-database.ts';
import { storeInput } from './test-inputs.ts';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let ada: { cookie: string; id: string };
let admin: string;
const seen: RealtimeEvent[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const mailer = capturingMailer();
  const events = createInProcessEventBus();
  events.subscribe((event) => seen.push(event));
  app = createApp({
    config: {
      nodeEnv: 'test',
      webRoot: '/nonexistent',
      appUrl: 'http://localhost:3000',
      adminEmails: [adminEmail],
    },
    database,
    mailer,
    events,
  });
  const cookie = await signIn(app, mailer, 'ada@example.org');
  const session = await bodyOf(await app.request('/api/auth/session', { headers: { cookie } }));
  ada = { cookie, id: session.viewer.user.id };
  admin = await signIn(app, mailer, adminEmail);
});
afterAll(() => database?.close());

async function send(method: string, url: string, cookie: string, body?: unknown) {
  const init = body === undefined ? { method, headers: { cookie } } : { ...jsonPost(body, cookie), method };
  const response = await app.request(url, init);
  return { status: response.status, body: response.status === 204 ? null : await bodyOf(response) };
}

/** The events raised while `action` ran. */
async function eventsOf(action: () => Promise<unknown>): Promise<RealtimeEvent[]> {
  const from = seen.length;
  await action();
  return seen.slice(from);
}

describe('realtime events of the submission workflow', () => {
  it('tells the reviewers and the author when a member creates, withdraws or deletes a submission', async () => {
    let id = '';
    const created = await eventsOf(async () => {
      id = (await send('POST', '/api/me/stores', ada.cookie, storeInput({ name: 'Event Echidna' }))).body.id;
    });
    expect(created).toEqual([
      { channel: 'reviews', event: 'queue.changed', data: { kind: 'stores', id } },
      {
        channel: 'me',
        userId: ada.id,
        event: 'submission.changed',
        data: { kind: 'stores', id, status: 'pending' },
      },
    ]);
    const withdrawn = await eventsOf(() =>
      send('POST', `/api/me/stores/${id}/withdraw`, ada.cookie, { baseVersion: 1 }),
    );
    expect(withdrawn.map((e) => [e.channel, e.event])).toEqual([
      ['reviews', 'queue.changed'],
      ['me', 'submission.changed'],
    ]);
    const deleted = await eventsOf(() => send('DELETE', `/api/me/stores/${id}`, ada.cookie));
    // A draft was not in the queue: only the author hears of it.
    expect(deleted.map((e) => [e.channel, e.event])).toEqual([['me', 'submission.changed']]);
  });

  it('notifies the author of a decision, in the notification list and live', async () => {
    const { body: store } = await send(
      'POST',
      '/api/me/stores',
      ada.cookie,
      storeInput({ name: 'Decided Dingo' }),
    );
    const raised = await eventsOf(() =>
      send('POST', `/api/review/stores/${store.id}/approve`, admin, { baseVersion: 1 }),
    );
    const { body: inbox } = await send('GET', '/api/me/notifications', ada.cookie);
    const notification = inbox.items.find((n: { contentId: string }) => n.contentId === store.id);
    expect(notification).toMatchObject({ action: 'approved', link: '/stores/decided-dingo', read: false });
    expect(raised).toEqual([
      {
        channel: 'me',
        userId: ada.id,
        event: 'notification.created',
        data: { id: notification.id, kind: 'stores', action: 'approved' },
      },
      { channel: 'reviews', event: 'queue.changed', data: { kind: 'stores', id: store.id } },
    ]);
  });

  it('does the same for articles: submit raises queue.changed, a rejection notifies the author', async () => {
    const { body: draft } = await send('POST', '/api/me/articles', ada.cookie, {
      title: 'Eventful article',
      summary: 'About events.',
      body: textDoc('Events travel over sockets.'),
    });
    const submitted = await eventsOf(() =>
      send('POST', `/api/me/articles/${draft.id}/submit`, ada.cookie, { baseVersion: 1 }),
    );
    expect(submitted[0]).toEqual({
      channel: 'reviews',
      event: 'queue.changed',
      data: { kind: 'articles', id: draft.id },
    });
    const rejected = await eventsOf(() =>
      send('POST', `/api/review/articles/${draft.id}/reject`, admin, {
        baseVersion: 2,
        reason: 'Needs sources.',
      }),
    );
    const { body: inbox } = await send('GET', '/api/me/notifications?unread=true', ada.cookie);
    expect(inbox.items[0]).toMatchObject({
      kind: 'articles',
      contentId: draft.id,
      action: 'rejected',
      reason: 'Needs sources.',
      link: `/dashboard/articles/editor?id=${draft.id}`,
    });
    expect(rejected[0]).toMatchObject({ channel: 'me', userId: ada.id, event: 'notification.created' });
  });
});
