/**
 * Sign-in by emailed link and the session:
 *   POST /api/auth/sign-in     { email, website? }  → sends the link (same answer whether or not the address has an account;
 *                                                    earlier links to the address stop working)
 *   POST /api/auth/confirm     { token }            → signs in, sets the session cookie
 *   GET  /api/auth/session                          → { viewer } or { viewer: null }
 *   POST /api/auth/sign-out                         → ends the session on the server
 *   GET  /api/auth/sessions, DELETE /api/auth/sessions/:id → the member's sessions
 */
import { confirmRequestSchema, signInRequestSchema, type SessionResponse } from '@tinkerlabs/contract/auth';
import { and, desc, eq, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Auth } from '../../auth/create-auth.ts';
import { callAuth } from '../../auth/auth-failures.ts';
import { requireUser } from '../../auth/viewer.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { profiles, sessions, users, verifications } from '../../db/schema.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { readJson } from '../../http/json-body.ts';
import { MailDeliveryError } from '../../mail/mailer.ts';
import { recordSignInRequest } from './sign-in-limits.ts';

export interface AuthRouteDeps {
  db: Database;
  auth: Auth;
  config: Pick<Config, 'adminEmails'>;
}

export const signInSentMessage = 'Check your email for the login link!';

export function authRoutes({ db, auth, config }: AuthRouteDeps) {
  return new Hono<AppEnv>()
    .post('/sign-in', async (c) => {
      const input = await readJson(c, signInRequestSchema);
      if (input.website) throw badRequest('Bot detected!');
      const email = input.email.trim().toLowerCase();
      await recordSignInRequest(db, email, c.get('clientIp'));
      // Only the newest link works: the links sent before it to this address stop working now.
      await db
        .delete(verifications)
        .where(eq(verifications.value, JSON.stringify({ type: 'magic-link', email })));
      try {
        await callAuth(() => auth.api.signInMagicLink({ body: { email }, headers: c.req.raw.headers }));
      } catch (error) {
        if (
          error instanceof MailDeliveryError ||
          (error as { cause?: unknown }).cause instanceof MailDeliveryError
        ) {
          console.error(error);
          throw new AppError(
            503,
            'service_unavailable',
            'We could not send the email just now. Please try again in a few minutes.',
          );
        }
        throw error;
      }
      return c.json({ message: signInSentMessage });
    })

    .post('/confirm', async (c) => {
      const { token } = await readJson(c, confirmRequestSchema);
      const response = await callAuth(() =>
        auth.api.magicLinkVerify({ query: { token }, headers: c.req.raw.headers, asResponse: true }),
      );
      if (response.status !== 200) {
        throw new AppError(
          400,
          'bad_request',
          'This sign-in link has expired, was already used, or is not valid. Ask for a new link below.',
        );
      }
      const body = (await response.json()) as { user: { id: string; email: string } };
      const role = config.adminEmails.includes(body.user.email.toLowerCase()) ? 'admin' : 'user';
      await db.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, body.user.id));
      await db.insert(profiles).values({ id: body.user.id }).onConflictDoNothing();
      for (const cookie of response.headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      return c.json({ signedIn: true });
    })

    .get('/session', async (c) => {
      c.header('Cache-Control', 'no-store');
      const viewer = c.get('viewer');
      if (!viewer) return c.json({ viewer: null } satisfies SessionResponse);
      const [profile] = await db
        .select({ username: profiles.username })
        .from(profiles)
        .where(eq(profiles.id, viewer.user.id));
      return c.json({
        viewer: {
          user: viewer.user,
          profile: { username: profile?.username ?? null },
          session: { id: viewer.session.id, expiresAt: viewer.session.expiresAt.toISOString() },
        },
      } satisfies SessionResponse);
    })

    .post('/sign-out', async (c) => {
      const viewer = c.get('viewer');
      if (viewer) await db.delete(sessions).where(eq(sessions.id, viewer.session.id));
      const response = await auth.api
        .signOut({ headers: c.req.raw.headers, asResponse: true })
        .catch(() => null);
      for (const cookie of response?.headers.getSetCookie() ?? [])
        c.header('Set-Cookie', cookie, { append: true });
      return c.body(null, 204);
    })

    .get('/sessions', async (c) => {
      const viewer = requireUser(c);
      const rows = await db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, viewer.user.id), gt(sessions.expiresAt, new Date())))
        .orderBy(desc(sessions.updatedAt));
      return c.json({
        sessions: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          userAgent: row.userAgent,
          current: row.id === viewer.session.id,
        })),
      });
    })

    .delete('/sessions/:id', async (c) => {
      const viewer = requireUser(c);
      const deleted = await db
        .delete(sessions)
        .where(and(eq(sessions.id, c.req.param('id')), eq(sessions.userId, viewer.user.id)))
        .returning({ id: sessions.id });
      if (deleted.length === 0) throw notFound('No such session of yours.');
      return c.body(null, 204);
    });
}
