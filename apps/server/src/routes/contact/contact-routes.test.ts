import { contactResponseSchema } from '@tinkerlabs/contract/contact';
import { apiErrorBodySchema } from '@tinkerlabs/contract/errors';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { clientIp } from '../../http/client-ip.ts';
import { handleError } from '../../http/errors.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { contactRoutes } from './contact-routes.ts';
import { hashClientIp } from './contact-limits.ts';

let database: DatabaseHandle;
let app: Hono<AppEnv>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use('*', clientIp({ trustedProxyHeader: 'x-forwarded-for' }));
  app.route('/api/contact', contactRoutes(database.db));
});

beforeEach(async () => {
  await database.db.delete(contactMessages);
});

afterAll(async () => {
  await database?.close();
});

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  subject: 'A question about the PID article',
  message: 'How do you choose the derivative filter constant?',
};

function post(body: unknown, ip = '203.0.113.5', env?: object) {
  return app.request(
    '/api/contact',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(ip ? { 'X-Forwarded-For': ip } : {}) },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    env,
  );
}

async function errorOf(response: Response, status: number) {
  const json: unknown = await response.json();
  expect(response.status, JSON.stringify(json)).toBe(status);
  return apiErrorBodySchema.parse(json).error;
}

describe('POST /api/contact', () => {
  it('stores the message with a hashed address and answers 201 with a receipt', async () => {
    const response = await post({ ...valid, name: '  Ada Lovelace  ', website: '' });
    expect(response.status).toBe(201);
    const receipt = contactResponseSchema.parse(await response.json());
    const rows = await database.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: receipt.id,
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      subject: valid.subject,
      message: valid.message,
      ipHash: hashClientIp('203.0.113.5'),
      readAt: null,
      archivedAt: null,
    });
    expect(rows[0]!.ipHash).not.toContain('203.0.113.5');
  });

  it.each(['http://spam.example', ' x ', 1])(
    'answers a filled honeypot (%j) with 400 "Bot detected!" and stores nothing',
    async (website) => {
      const error = await errorOf(await post({ ...valid, website }), 400);
      expect(error).toEqual({ code: 'bad_request', message: 'Bot detected!' });
      expect(await database.db.select().from(contactMessages)).toEqual([]);
    },
  );

  it('checks the honeypot before the fields', async () => {
    expect((await errorOf(await post({ website: 'x' }), 400)).message).toBe('Bot detected!');
  });

  it('explains every invalid field', async () => {
    const error = await errorOf(
      await post({ name: '', email: 'not-an-email', subject: ' ', message: 'short' }),
      422,
    );
    expect(error.fields).toEqual({
      name: 'Enter your name.',
      email: 'Enter a valid email address, such as ada@example.org.',
      subject: 'Enter a subject.',
      message: 'Write at least 10 characters so we can help.',
    });
  });

  it('explains missing and oversized fields', async () => {
    const missing = await errorOf(await post({}), 422);
    expect(missing.fields).toMatchObject({ name: 'Enter your name.', email: 'Enter your email address.' });
    const long = await errorOf(
      await post({ ...valid, message: 'x'.repeat(5001), subject: 's'.repeat(151) }),
      422,
    );
    expect(long.fields).toEqual({
      subject: 'Keep the subject under 150 characters.',
      message: 'Keep your message under 5000 characters.',
    });
  });

  it('refuses a body that is not JSON', async () => {
    expect((await errorOf(await post('{name:'), 400)).code).toBe('invalid_json');
  });

  it('lets a client send 5 messages an hour, then answers 429; other clients are not affected', async () => {
    for (let i = 0; i < 5; i++) expect((await post(valid, '198.51.100.1')).status).toBe(201);
    const error = await errorOf(await post(valid, '198.51.100.1'), 429);
    expect(error).toEqual({
      code: 'rate_limited',
      message: 'You have sent 5 messages in the last hour. Please wait a while before sending another.',
    });
    expect((await post(valid, '198.51.100.2')).status).toBe(201);
  });

  it('counts only the last hour', async () => {
    const ipHash = hashClientIp('198.51.100.9');
    const old = new Date(Date.now() - 61 * 60_000);
    await database.db
      .insert(contactMessages)
      .values(Array.from({ length: 5 }, () => ({ ...valid, ipHash, createdAt: old })));
    expect((await post(valid, '198.51.100.9')).status).toBe(201);
  });

  it('reads the address from the socket when no proxy header is trusted', async () => {
    const socketEnv = {
      incoming: { socket: { remoteAddress: '192.0.2.44', remotePort: 5000, remoteFamily: 'IPv4' } },
    };
    expect((await post(valid, '', socketEnv)).status).toBe(201);
    const [row] = await database.db.select().from(contactMessages);
    expect(row!.ipHash).toBe(hashClientIp('192.0.2.44'));
  });
});
