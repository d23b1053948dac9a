import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { signInRequests } from '../../db/schema.ts';
import { bodyOf, signIn } from '../../testing/auth-session.ts';
import { capturingMailer, type CapturingMailer } from '../../testing/capturing-mailer.ts';
import { openTestDatabase } from '../../testing/test-database.ts';

let database: DatabaseHandle;
let mailer: CapturingMailer;
let app: ReturnType<typeof createApp>;

const patch = (cookie: string, username: unknown) =>
  app.request('/api/profile', {
    method: 'PATCH',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ username }),
  });

beforeEach(async () => {
  database = await openTestDatabase();
  mailer = capturingMailer();
  app = createApp({
    config: {
      nodeEnv: 'test',
      webRoot: '/nonexistent',
      appUrl: 'http://localhost:3000',
      adminEmails: ['admin@example.org'],
    },
    database,
    mailer,
  });
});
afterEach(() => database.close());

describe('/api/profile', () => {
  it('answers 401 without a session', async () => {
    expect((await app.request('/api/profile')).status).toBe(401);
    expect((await app.request('/api/profile', { method: 'PATCH', body: '{}' })).status).toBe(401);
  });

  it('shows the email, the name others see, and sets a username', async () => {
    const cookie = await signIn(app, mailer, 'ada@example.org');
    expect(await bodyOf(await app.request('/api/profile', { headers: { cookie } }))).toEqual({
      email: 'ada@example.org',
      username: null,
      publicName: 'TinkerLabs member',
    });
    const response = await patch(cookie, 'ada_lovelace');
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({
      email: 'ada@example.org',
      username: 'ada_lovelace',
      publicName: 'ada_lovelace',
    });
    const session = await bodyOf(await app.request('/api/auth/session', { headers: { cookie } }));
    expect(session.viewer.profile.username).toBe('ada_lovelace');
    expect((await patch(cookie, null)).status).toBe(200);
  });

  it.each([
    ['ab', 'at least 3 characters'],
    ['a'.repeat(31), 'at most 30 characters'],
    ['Ada', 'lowercase letters, digits and underscores'],
    ['ada-l', 'lowercase letters, digits and underscores'],
    ['ada l', 'lowercase letters, digits and underscores'],
  ])('refuses %j with a clear message', async (username, message) => {
    const cookie = await signIn(app, mailer, 'ada@example.org');
    const response = await patch(cookie, username);
    expect(response.status).toBe(422);
    expect((await bodyOf(response)).error.fields.username).toContain(message);
  });

  it('keeps usernames unique regardless of case', async () => {
    const ada = await signIn(app, mailer, 'ada@example.org');
    await database.db.delete(signInRequests);
    const grace = await signIn(app, mailer, 'grace@example.org');
    expect((await patch(ada, 'maker_one')).status).toBe(200);
    const taken = await patch(grace, 'maker_one');
    expect(taken.status).toBe(409);
    expect((await bodyOf(taken)).error.message).toBe('That username is taken. Try another one.');
    // The index itself refuses a case variant written behind the route's back.
    await expect(
      database.db.execute(
        `insert into profiles (id, username) select id, 'MAKER_ONE' from users where email = 'grace@example.org' on conflict (id) do update set username = excluded.username`,
      ),
    ).rejects.toThrow();
    expect((await patch(ada, 'maker_one')).status).toBe(200); // keeping one's own name is fine
  });
});

describe('/api/admin/users', () => {
  it('answers 401 anonymous, 403 for a member and the list for an administrator', async () => {
    expect((await app.request('/api/admin/users')).status).toBe(401);
    const member = await signIn(app, mailer, 'ada@example.org');
    expect((await app.request('/api/admin/users', { headers: { cookie: member } })).status).toBe(403);
    const admin = await signIn(app, mailer, 'admin@example.org');
    const response = await app.request('/api/admin/users', { headers: { cookie: admin } });
    expect(response.status).toBe(200);
    const { users } = await bodyOf(response);
    expect(users.map((u: { email: string; role: string }) => [u.email, u.role])).toEqual([
      ['ada@example.org', 'user'],
      ['admin@example.org', 'admin'],
    ]);
  });
});
