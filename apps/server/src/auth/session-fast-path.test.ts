import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { bodyOf, signIn } from '../testing/auth-session.ts';
import { capturingMailer, type CapturingMailer } from '../testing/capturing-mailer.ts';
import { openTestDatabase } from '../testing/test-database.ts';
import { createAuth } from './create-auth.ts';
import { sessionFastPath, type SessionFastPath } from './session-fast-path.ts';

const secret = 'fast-path-test-secret-0123456789abcdefghij';
const appUrl = 'http://localhost:3000';
const day = 24 * 60 * 60_000;

let database: DatabaseHandle;
let mailer: CapturingMailer;
let lookUp: SessionFastPath;

const makeApp = (adminEmails: string[] = []) =>
  createApp({
    config: { nodeEnv: 'test', webRoot: '/nonexistent', appUrl, adminEmails, authSecret: secret },
    database,
    mailer,
  });

beforeEach(async () => {
  database = await openTestDatabase();
  mailer = capturingMailer();
  const auth = createAuth({
    db: database.db,
    config: { appUrl, authSecret: secret, nodeEnv: 'test' },
    sendMagicLink: async () => {},
  });
  lookUp = sessionFastPath({ db: database.db, auth, secret });
});
afterEach(() => database.close());

describe('the session fast path', () => {
  it('answers a current session with its user', async () => {
    const cookie = await signIn(makeApp(), mailer, 'ada@example.org');
    const found = await lookUp(cookie);
    expect(found?.user.email).toBe('ada@example.org');
    const [row] = await database.db.select().from(sessions);
    expect(found?.session).toMatchObject({ id: row!.id, token: row!.token });
  });

  it('leaves to better-auth a changed signature, an unknown or ended session, and one due for renewal', async () => {
    const cookie = await signIn(makeApp(), mailer, 'ada@example.org');
    const [row] = await database.db.select().from(sessions);
    const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
    const signature = value.slice(value.lastIndexOf('.') + 1);
    const changed = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const forged = `tinkerlabs.session_token=${encodeURIComponent(`${row!.token}.${changed}`)}`;
    expect(await lookUp(forged)).toBeUndefined();
    expect(await lookUp(`${cookie}; tinkerlabs.dont_remember=x`)).toBeUndefined();

    const set = (changes: Partial<typeof sessions.$inferInsert>) =>
      database.db.update(sessions).set(changes).where(eq(sessions.id, row!.id));
    // better-auth renews a session whose last renewal is a day old (expiresAt = renewal + 400 days).
    await set({ expiresAt: new Date(Date.now() + 398 * day) });
    expect(await lookUp(cookie)).toBeUndefined();
    await set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await lookUp(cookie)).toBeUndefined();
    await database.db.delete(sessions);
    expect(await lookUp(cookie)).toBeUndefined();
  });

  it('behind the app: the role from ADMIN_EMAILS now, a renewal by better-auth, a forged cookie refused', async () => {
    const cookie = await signIn(makeApp(), mailer, 'ada@example.org');
    const asAdmin = makeApp(['ada@example.org']);
    const viewer = (await bodyOf(await asAdmin.request('/api/auth/session', { headers: { cookie } }))).viewer;
    expect(viewer.user).toMatchObject({ email: 'ada@example.org', role: 'admin' });
    await database.db.update(sessions).set({ expiresAt: new Date(Date.now() + 398 * day) });
    const renewed = await asAdmin.request('/api/auth/session', { headers: { cookie } });
    expect((await bodyOf(renewed)).viewer).not.toBeNull();
    expect(renewed.headers.getSetCookie().some((c) => c.startsWith('tinkerlabs.session_token='))).toBe(true);
    const [row] = await database.db.select().from(sessions);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 399 * day);
    const forged = `tinkerlabs.session_token=${encodeURIComponent(`${row!.token}.${'A'.repeat(43)}=`)}`;
    expect(await bodyOf(await asAdmin.request('/api/auth/session', { headers: { cookie: forged } }))).toEqual(
      {
        viewer: null,
      },
    );
  });
});
