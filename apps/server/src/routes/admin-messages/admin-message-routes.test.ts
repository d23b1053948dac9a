import { adminMessageListResponseSchema, adminMessageSchema } from '@tinkerlabs/contract/admin-messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import { createInProcessEventBus, type RealtimeEvent } from '../../realtime/event-bus.ts';
import { jsonPost, signIn } from '../../testing/auth-session.ts';
import { capturingMailer } from '../../testing/capturing-mailer.ts';
import { openTestDatabase } from '../../testing/test-database.ts';

let database: DatabaseHandle;
let app: ReturnType<typeof createApp>;
let admin: string;
const events: RealtimeEvent[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const mailer = capturingMailer();
  const bus = createInProcessEventBus();
  bus.subscribe((event) => events.push(event));
  app = createApp({
    config: {
      nodeEnv: 'test',
      webRoot: '/nonexistent',
      appUrl: 'http://localhost:3000',
      adminEmails: ['admin@example.org'],
    },
    database,
    mailer,
    events: bus,
  });
  admin = await signIn(app, mailer, 'admin@example.org');
});

beforeEach(async () => {
  await database.db.delete(contactMessages);
  events.length = 0;
});

afterAll(async () => {
  await database?.close();
});

async function call(method: string, url: string, cookie: string | null, json?: unknown) {
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (json !== undefined) headers['content-type'] = 'application/json';
  const response = await app.request(url, {
    method,
    headers,
    ...(json === undefined ? {} : { body: JSON.stringify(json) }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, body: (await response.json()) as any };
}

let minute = 0;
async function message(values: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(contactMessages)
    .values({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      subject: 'A question',
      message: 'How do you tune a PID loop?',
      ipHash: 'test',
      createdAt: new Date(Date.UTC(2026, 0, 1, 12, minute++)),
      ...values,
    })
    .returning();
  return row!;
}

const list = async (query = '') => {
  const { status, body } = await call('GET', `/api/admin/messages${query}`, admin);
  expect(status, JSON.stringify(body)).toBe(200);
  return adminMessageListResponseSchema.parse(body);
};
const subjects = async (query = '') => (await list(query)).items.map((m) => m.subject);

describe('GET /api/admin/messages', () => {
  it('lists the inbox newest first with the unread count, without the address hash', async () => {
    await message({ subject: 'Oldest' });
    await message({ subject: 'Read', readAt: new Date() });
    await message({ subject: 'Archived', archivedAt: new Date() });
    await message({ subject: 'Newest' });
    const page = await list();
    expect(page.items.map((m) => m.subject)).toEqual(['Newest', 'Read', 'Oldest']);
    expect(page).toMatchObject({ total: 3, unread: 2, page: 1 });
    expect(JSON.stringify(page)).not.toMatch(/ipHash|test"/);
  });

  it('filters unread and archived messages and searches sender, subject and text', async () => {
    await message({ subject: 'Unread one', name: 'Grace Hopper', email: 'grace@example.org' });
    await message({ subject: 'Read one', readAt: new Date(), message: 'About stepper motors.' });
    await message({ subject: 'Archived one', archivedAt: new Date() });
    expect(await subjects('?filter=unread')).toEqual(['Unread one']);
    expect(await subjects('?filter=archived')).toEqual(['Archived one']);
    expect(await subjects('?q=grace')).toEqual(['Unread one']);
    expect(await subjects('?q=STEPPER')).toEqual(['Read one']);
    expect(await subjects('?q=100%25')).toEqual([]);
    expect(await subjects('?filter=archived&q=archived')).toEqual(['Archived one']);
  });

  it('pages the list', async () => {
    for (let i = 1; i <= 3; i++) await message({ subject: `Message ${i}` });
    const second = await list('?pageSize=2&page=2');
    expect(second.items.map((m) => m.subject)).toEqual(['Message 1']);
    expect(second).toMatchObject({ total: 3, totalPages: 2, unread: 3 });
  });

  it('refuses an unknown filter with a 400 naming it', async () => {
    const { status, body } = await call('GET', '/api/admin/messages?filter=spam', admin);
    expect(status).toBe(400);
    expect(body.error.message).toBe('filter must be one of inbox, unread, archived.');
  });
});

describe('PATCH /api/admin/messages/:id', () => {
  it('marks a message read and unread, archives it and moves it back, announcing each change', async () => {
    const row = await message();
    const read = await call('PATCH', `/api/admin/messages/${row.id}`, admin, { read: true });
    expect(read.status).toBe(200);
    const readMessage = adminMessageSchema.parse(read.body);
    expect(readMessage.readAt).not.toBeNull();
    expect((await list()).unread).toBe(0);

    const again = await call('PATCH', `/api/admin/messages/${row.id}`, admin, { read: true });
    expect(again.body.readAt).toBe(readMessage.readAt); // the first reading's time stays

    const unread = await call('PATCH', `/api/admin/messages/${row.id}`, admin, { read: false });
    expect(unread.body.readAt).toBeNull();

    const archived = await call('PATCH', `/api/admin/messages/${row.id}`, admin, { archived: true });
    expect(archived.body.archivedAt).not.toBeNull();
    expect(await subjects()).toEqual([]);
    expect(await subjects('?filter=archived')).toEqual(['A question']);

    await call('PATCH', `/api/admin/messages/${row.id}`, admin, { archived: false });
    expect(await subjects()).toEqual(['A question']);
    expect(events).toHaveLength(5);
    expect(events[0]).toEqual({ channel: 'messages', event: 'message.changed', data: { id: row.id } });
  });

  it('explains an empty or wrongly typed change', async () => {
    const row = await message();
    const empty = await call('PATCH', `/api/admin/messages/${row.id}`, admin, {});
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields).toEqual({ _: 'Say what to change: read, archived or both.' });
    const wrong = await call('PATCH', `/api/admin/messages/${row.id}`, admin, { read: 'yes' });
    expect(wrong.body.error.fields).toEqual({ read: 'read must be true or false.' });
    expect(events).toEqual([]);
  });

  it('answers an unknown or malformed id with 404', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const { status, body } = await call('PATCH', `/api/admin/messages/${id}`, admin, { read: true });
      expect(status).toBe(404);
      expect(body.error.message).toBe('There is no such message.');
    }
  });
});

describe('POST /api/contact', () => {
  it('announces the new message to the administrators, and the inbox shows it', async () => {
    const response = await app.request(
      '/api/contact',
      jsonPost({
        name: 'Grace Hopper',
        email: 'grace@example.org',
        subject: 'Compilers',
        message: 'Do you have an article on compilers?',
      }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(events).toEqual([{ channel: 'messages', event: 'message.created', data: { id } }]);
    expect(await subjects()).toEqual(['Compilers']);
  });
});
