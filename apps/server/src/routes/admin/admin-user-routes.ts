/**
 * /api/admin/users (administrators only): every member with role, username and active sessions, and
 * ending all of a member's sessions (signed out everywhere at their next request; live sockets close).
 */
import type { AdminUsersResponse, EndSessionsResponse } from '@tinkerlabs/contract/admin-users';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import { roleFor } from '../../auth/session-rules.ts';
import { requireAdmin } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { profiles, sessions, users } from '../../db/schema.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { notFound } from '../../http/errors.ts';

export function adminUserRoutes({ db, adminEmails }: { db: Database; adminEmails: readonly string[] }) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      requireAdmin(c);
      const rows = await db
        .select({
          id: users.id,
          email: users.email,
          createdAt: users.createdAt,
          username: profiles.username,
          activeSessions: count(sessions.id),
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .leftJoin(sessions, and(eq(sessions.userId, users.id), gt(sessions.expiresAt, new Date())))
        .groupBy(users.id, profiles.username)
        .orderBy(asc(users.createdAt));
      c.header('Cache-Control', 'no-store');
      return c.json({
        users: rows.map((row) => ({
          id: row.id,
          email: row.email,
          username: row.username,
          role: roleFor(row.email, adminEmails),
          createdAt: row.createdAt.toISOString(),
          activeSessions: Number(row.activeSessions),
        })),
      } satisfies AdminUsersResponse);
    })
    .delete('/:id/sessions', async (c) => {
      requireAdmin(c);
      const id = c.req.param('id');
      // better-auth's ids are URL-safe; anything else names no member (and never reaches SQL).
      const [user] = /^[\w-]{1,100}$/.test(id)
        ? await db.select({ id: users.id }).from(users).where(eq(users.id, id))
        : [];
      if (!user) throw notFound('No member has this id.');
      const ended = await db.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
      c.header('Cache-Control', 'no-store');
      return c.json({ endedSessions: ended.length } satisfies EndSessionsResponse);
    });
}
