// The role from ADMIN_EMAILS as configured now, and the end of a session past its bounds, through the
// real sign-in routes and the real middleware on one database shared by two app configurations.
import type { SessionResponse } from '@tinkerlabs/contract/auth';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { sessions } from '../db/schema.ts';
import { adminEmail, openSignedInApp, type SignedInApp } from '../testing/signed-in-app.ts';
import { roleFor, sessionEndReason } from './session-rules.ts';

const day = 86_400_000;

describe('roleFor and sessionEndReason', () => {
  it('takes the role from the list, whatever the case of the address', () => {
    expect(roleFor('Ada@Example.org', ['ada@example.org'])).toBe('admin');
    expect(roleFor('bob@example.org', ['ada@example.org'])).toBe('user');
  });

  it('ends a session past its absolute lifetime or idle too long', () => {
    const bounds = { maxAgeMs: 30 * day, idleMs: 7 * day };
    const now = Date.UTC(2026, 10, 25);
    const at = (daysAgo: number) => new Date(now - daysAgo * day);
    expect(sessionEndReason({ createdAt: at(29), updatedAt: at(1) }, bounds, now)).toBeNull();
    expect(sessionEndReason({ createdAt: at(31), updatedAt: at(0) }, bounds, now)).toBe('too_old');
    expect(sessionEndReason({ createdAt: at(10), updatedAt: at(8) }, bounds, now)).toBe('idle');
  });
});

describe('sessions and roles on every request', () => {
  let t: SignedInApp;
  let withoutAdmins: ReturnType<typeof createApp>;
  let admin: string;

  beforeAll(async () => {
    t = await openSignedInApp();
    // The same database, started again after the address was removed from ADMIN_EMAILS.
    withoutAdmins = createApp({
      config: { nodeEnv: 'test', webRoot: '/nonexistent', appUrl: 'http://localhost:3000', adminEmails: [] },
      database: t.database,
    });
    admin = await t.signIn(adminEmail); // once: sign-in links are throttled per address
  });
  afterAll(() => t.close());

  const viewerOf = async (app: ReturnType<typeof createApp>, cookie: string) => {
    const response = await app.request('/api/auth/session', { headers: { cookie } });
    return ((await response.json()) as SessionResponse).viewer;
  };

  it('takes the administrator role away at once when the address leaves ADMIN_EMAILS', async () => {
    const cookie = admin;
    expect((await t.call('GET', '/api/admin/users', cookie)).status).toBe(200);
    expect((await viewerOf(withoutAdmins, cookie))?.user.role).toBe('user');
    const refused = await withoutAdmins.request('/api/admin/users', { headers: { cookie } });
    expect(refused.status).toBe(403);
    // Restored as soon as the address is listed again, with no new sign-in.
    expect((await t.call('GET', '/api/admin/users', cookie)).status).toBe(200);
  });

  it('lets an administrator end every session of a member, who is then signed out', async () => {
    const phone = await t.signIn('carol@example.org');
    const carol = await viewerOf(t.app, phone);
    // A second device: a copy of the session row with a token of its own.
    await t.database.db.execute(
      sql`insert into "sessions" (id, token, user_id, expires_at) select id || '-2', token || '-2', user_id, expires_at from "sessions" where id = ${carol!.session.id}`,
    );
    const listed = (await t.call('GET', '/api/admin/users', admin)).body.users.find(
      (user: { id: string }) => user.id === carol!.user.id,
    );
    expect(listed.activeSessions).toBe(2);

    const ended = await t.call('DELETE', `/api/admin/users/${carol!.user.id}/sessions`, admin);
    expect(ended).toMatchObject({ status: 200, body: { endedSessions: 2 } });
    expect(await viewerOf(t.app, phone)).toBeNull();
    expect((await t.call('GET', '/api/me/submissions', phone)).status).toBe(401);
    expect((await t.call('DELETE', '/api/admin/users/no-such-member/sessions', admin)).status).toBe(404);
  });

  let members = 0;
  it.each([
    ['older than its absolute lifetime', sql`created_at = now() - interval '31 days'`],
    ['idle for longer than the idle timeout', sql`updated_at = now() - interval '8 days'`],
  ])('ends a session %s, deletes it and clears the cookie', async (_name, change) => {
    const cookie = await t.signIn(`dan-${++members}@example.org`);
    const dan = await viewerOf(t.app, cookie);
    await t.database.db.execute(sql`update "sessions" set ${change} where id = ${dan!.session.id}`);

    const response = await t.app.request('/api/auth/session', { headers: { cookie } });
    expect(((await response.json()) as { viewer: unknown }).viewer).toBeNull();
    expect(response.headers.getSetCookie().join('\n')).toMatch(/tinkerlabs\.session_token=;.*Max-Age=0/);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.id, dan!.session.id));
    expect(left).toEqual([]);
  });
});
