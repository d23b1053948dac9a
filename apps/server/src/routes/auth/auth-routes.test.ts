import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { sessions, signInRequests, users, verifications } from '../../db/schema.ts';
import { bodyOf, jsonPost, sessionCookieOf, signIn } from '../../testing/auth-session.ts';
import { capturingMailer, type CapturingMailer } from '../../testing/capturing-mailer.ts';
import { openTestDatabase } from '../../testing/test-database.ts';

let database: DatabaseHandle;
let mailer: CapturingMailer;
let app: ReturnType<typeof createApp>;

const makeApp = (adminEmails: string[] = ['admin@example.org']) =>
  createApp({
    config: { nodeEnv: 'test', webRoot: '/nonexistent', appUrl: 'http://localhost:3000', adminEmails },
    database,
    mailer,
  });

beforeEach(async () => {
  database = await openTestDatabase();
  mailer = capturingMailer();
  app = makeApp();
});
afterEach(() => database.close());

describe('POST /api/auth/sign-in', () => {
  it('sends an email with the link to /auth/confirm, its validity and what to do if unasked', async () => {
    const response = await app.request('/api/auth/sign-in', jsonPost({ email: 'Ada@Example.org' }));
    expect(response.status).toBe(200);
    expect(await bodyOf(response)).toEqual({ message: 'Check your email for the login link!' });
    expect(mailer.sent).toHaveLength(1);
    const mail = mailer.sent[0]!;
    expect(mail.to).toBe('ada@example.org');
    expect(mail.subject).toContain('TinkerLabs');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/auth\/confirm\?token=\S+/);
    expect(mail.text).toContain('valid for 1 hour');
    expect(mail.text).toMatch(/did not ask.*ignore/i);
    expect(mail.html).toContain('href="http://localhost:3000/auth/confirm?token=');
  });

  it('answers the same whether or not the address has an account', async () => {
    await signIn(app, mailer, 'known@example.org');
    await database.db.delete(signInRequests); // leave the per-address limit out of this comparison
    const known = await app.request('/api/auth/sign-in', jsonPost({ email: 'known@example.org' }));
    const unknown = await app.request('/api/auth/sign-in', jsonPost({ email: 'unknown@example.org' }));
    expect(known.status).toBe(unknown.status);
    expect(await bodyOf(known)).toEqual(await bodyOf(unknown));
  });

  it("refuses a filled honeypot with 'Bot detected!' and sends nothing", async () => {
    const response = await app.request(
      '/api/auth/sign-in',
      jsonPost({ email: 'bot@example.org', website: 'http://spam' }),
    );
    expect(response.status).toBe(400);
    expect((await bodyOf(response)).error.message).toBe('Bot detected!');
    expect(mailer.sent).toHaveLength(0);
  });

  it('refuses an invalid address with a field message', async () => {
    const response = await app.request('/api/auth/sign-in', jsonPost({ email: 'not-an-address' }));
    expect(response.status).toBe(422);
    expect((await bodyOf(response)).error.fields.email).toBe('Enter a valid email address.');
  });

  it('allows one link per address per minute', async () => {
    expect((await app.request('/api/auth/sign-in', jsonPost({ email: 'ada@example.org' }))).status).toBe(200);
    const second = await app.request('/api/auth/sign-in', jsonPost({ email: 'ADA@example.org' }));
    expect(second.status).toBe(429);
    expect((await bodyOf(second)).error.message).toMatch(/Wait a minute/);
    expect(mailer.sent).toHaveLength(1);
    // A minute later it is allowed again.
    await database.db.update(signInRequests).set({ createdAt: new Date(Date.now() - 61_000) });
    expect((await app.request('/api/auth/sign-in', jsonPost({ email: 'ada@example.org' }))).status).toBe(200);
  });

  it('allows 30 links per client per hour', async () => {
    for (let i = 0; i < 30; i++) {
      expect(
        (await app.request('/api/auth/sign-in', jsonPost({ email: `user${i}@example.org` }))).status,
      ).toBe(200);
    }
    const refused = await app.request('/api/auth/sign-in', jsonPost({ email: 'user30@example.org' }));
    expect(refused.status).toBe(429);
    expect((await bodyOf(refused)).error.message).toMatch(/Too many sign-in requests/);
  });

  it('tells the visitor when the email cannot be sent, without a 500', async () => {
    mailer.failNext = true;
    const response = await app.request('/api/auth/sign-in', jsonPost({ email: 'ada@example.org' }));
    expect(response.status).toBe(503);
    expect((await bodyOf(response)).error.message).toMatch(/could not send the email/);
  });

  it('refuses a request from another site', async () => {
    const response = await app.request('/api/auth/sign-in', {
      ...jsonPost({ email: 'ada@example.org' }),
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(mailer.sent).toHaveLength(0);
  });
});

describe('POST /api/auth/confirm', () => {
  it('signs in with a session cookie that is HttpOnly, SameSite=Lax, path / and lasts 400 days', async () => {
    await app.request('/api/auth/sign-in', jsonPost({ email: 'ada@example.org' }));
    const response = await app.request(
      '/api/auth/confirm',
      jsonPost({ token: mailer.lastTokenFor('ada@example.org') }),
    );
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('tinkerlabs.session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    expect(Number(cookie.match(/Max-Age=(\d+)/)?.[1])).toBe(400 * 24 * 60 * 60);
    expect(cookie).not.toMatch(/Secure/); // only in production
  });

  it('creates the account on first sign-in and reports the viewer', async () => {
    const cookie = await signIn(app, mailer, 'new@example.org');
    const session = await bodyOf(await app.request('/api/auth/session', { headers: { cookie } }));
    expect(session.viewer.user.email).toBe('new@example.org');
    expect(session.viewer.user.role).toBe('user');
    expect(session.viewer.profile).toEqual({ username: null });
    expect(await database.db.select().from(users).where(eq(users.email, 'new@example.org'))).toHaveLength(1);
  });

  it('stores tokens hashed and lets each be used once', async () => {
    await app.request('/api/auth/sign-in', jsonPost({ email: 'ada@example.org' }));
    const token = mailer.lastTokenFor('ada@example.org');
    const stored = await database.db.select().from(verifications);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    expect((await app.request('/api/auth/confirm', jsonPost({ token }))).status).toBe(200);
    const again = await app.request('/api/auth/confirm', jsonPost({ token }));
    expect(again.status).toBe(400);
    expect((await bodyOf(again)).error.message).toMatch(/expired, was already used, or is not valid/);
    expect(sessionCookieOf(again)).toBeNull();
  });

  it('invalidates an older link when a newer one is sent to the same address', async () => {
    await app.request('/api/auth/sign-in', jsonPost({ email: 'ada@example.org' }));
    const older = mailer.lastTokenFor('ada@example.org');
    await app.request('/api/auth/sign-in', jsonPost({ email: 'bob@example.org' }));
    await database.db.delete(signInRequests); // past the one-link-a-minute limit
    await app.request('/api/auth/sign-in', jsonPost({ email: 'ada@example.org' }));
    const newer = mailer.lastTokenFor('ada@example.org');
    expect(newer).not.toBe(older);

    expect((await app.request('/api/auth/confirm', jsonPost({ token: older }))).status).toBe(400);
    expect((await app.request('/api/auth/confirm', jsonPost({ token: newer }))).status).toBe(200);
    // Another address's link is untouched.
    const bob = await app.request(
      '/api/auth/confirm',
      jsonPost({ token: mailer.lastTokenFor('bob@example.org') }),
    );
    expect(bob.status).toBe(200);
  });

  it('refuses an expired link (older than one hour) and an unknown one', async () => {
    await app.request('/api/auth/sign-in', jsonPost({ email: 'ada@example.org' }));
    const [stored] = await database.db.select().from(verifications);
    const created = stored!.createdAt.getTime();
    expect(stored!.expiresAt.getTime() - created).toBeGreaterThan(59 * 60_000);
    expect(stored!.expiresAt.getTime() - created).toBeLessThanOrEqual(61 * 60_000);
    await database.db.update(verifications).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(
      (await app.request('/api/auth/confirm', jsonPost({ token: mailer.lastTokenFor('ada@example.org') })))
        .status,
    ).toBe(400);
    expect((await app.request('/api/auth/confirm', jsonPost({ token: 'no-such-token' }))).status).toBe(400);
  });

  it('gives the administrator role from ADMIN_EMAILS, and takes it away at the next sign-in', async () => {
    const cookie = await signIn(app, mailer, 'admin@example.org');
    const viewer = (await bodyOf(await app.request('/api/auth/session', { headers: { cookie } }))).viewer;
    expect(viewer.user.role).toBe('admin');

    app = makeApp([]); // the address was removed from the list
    await database.db.delete(signInRequests);
    const later = await signIn(app, mailer, 'admin@example.org');
    const after = (await bodyOf(await app.request('/api/auth/session', { headers: { cookie: later } })))
      .viewer;
    expect(after.user.role).toBe('user');
  });
});

describe('sessions', () => {
  it('reports no viewer without a cookie or with a made-up one', async () => {
    expect(await bodyOf(await app.request('/api/auth/session'))).toEqual({ viewer: null });
    const forged = await app.request('/api/auth/session', {
      headers: { cookie: 'tinkerlabs.session_token=forged.value' },
    });
    expect(await bodyOf(forged)).toEqual({ viewer: null });
  });

  it('ends the session on the server at once on sign-out', async () => {
    const cookie = await signIn(app, mailer, 'ada@example.org');
    const out = await app.request('/api/auth/sign-out', { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(204);
    expect(await database.db.select().from(sessions)).toHaveLength(0);
    // The old cookie no longer works, even if the browser kept it.
    expect(await bodyOf(await app.request('/api/auth/session', { headers: { cookie } }))).toEqual({
      viewer: null,
    });
  });

  it('lists the member’s sessions and ends one of them, but not someone else’s', async () => {
    const first = await signIn(app, mailer, 'ada@example.org');
    await database.db.delete(signInRequests);
    const second = await signIn(app, mailer, 'ada@example.org');
    const list = (await bodyOf(await app.request('/api/auth/sessions', { headers: { cookie: second } })))
      .sessions;
    expect(list).toHaveLength(2);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const other = list.find((s: { current: boolean }) => !s.current);

    const grace = await signIn(app, mailer, 'grace@example.org');
    expect(
      (await app.request(`/api/auth/sessions/${other.id}`, { method: 'DELETE', headers: { cookie: grace } }))
        .status,
    ).toBe(404);

    expect(
      (await app.request(`/api/auth/sessions/${other.id}`, { method: 'DELETE', headers: { cookie: second } }))
        .status,
    ).toBe(204);
    expect(await bodyOf(await app.request('/api/auth/session', { headers: { cookie: first } }))).toEqual({
      viewer: null,
    });
    expect(
      (await bodyOf(await app.request('/api/auth/session', { headers: { cookie: second } }))).viewer,
    ).not.toBeNull();
  });

  it('answers 401 for the session list without a session', async () => {
    expect((await app.request('/api/auth/sessions')).status).toBe(401);
  });
});

describe('sliding sessions', () => {
  it('extends a session that is used after a day, and sends the renewed cookie', async () => {
    const cookie = await signIn(app, mailer, 'ada@example.org');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);
    const soon = new Date(Date.now() + 398 * 24 * 60 * 60_000);
    await database.db.update(sessions).set({ updatedAt: twoDaysAgo, createdAt: twoDaysAgo, expiresAt: soon });
    const response = await app.request('/api/auth/session', { headers: { cookie } });
    expect((await bodyOf(response)).viewer).not.toBeNull();
    const [row] = await database.db.select().from(sessions);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(soon.getTime() + 24 * 60 * 60_000);
    expect(sessionCookieOf(response)).not.toBeNull();
  });
});
