/** GET /api/admin/users: every member with role, username and active sessions (administrators only). */
import type { AdminUsersResponse } from '@tinkerlabs/contract/admin-users';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireAdmin } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { profiles, sessions, users } from '../../db/schema.ts';
import type { AppEnv } from '../../http/app-env.ts';

export function adminUserRoutes({ db }: { db: Database }) {
  return new Hono<AppEnv>().get('/', async (c) => {
    requireAdmin(c);
    const rows = await db
      .select({
        id: users.id,
        email: users.email,
        role: users.role,
        createdAt: users.createdAt,
        username: profiles.username,
        activeSessions: count(sessions.id),
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .leftJoin(sessions, and(eq(sessions.userId, users.id), gt(sessions.expiresAt, new Date())))
      .groupBy(users.id, profiles.username)
      .orderBy(asc(users.createdAt));
    return c.json({
      users: rows.map((row) => ({
        id: row.id,
        email: row.email,
        username: row.username,
        role: row.role === 'admin' ? 'admin' : 'user',
        createdAt: row.createdAt.toISOString(),
        activeSessions: Number(row.activeSessions),
      })),
    } satisfies AdminUsersResponse);
  });
}
