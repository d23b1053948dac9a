/**
 * GET /api/realtime: upgrades to the realtime WebSocket (packages/contract/src/realtime.ts) for a
 * signed-in member whose page is on this site. Anonymous → 401 and a foreign Origin → 403, both
 * without an upgrade (a WebSocket is not covered by CORS, so the Origin is checked here).
 */
import { upgradeWebSocket } from '@hono/node-server';
import type { Role } from '@tinkerlabs/contract/auth';
import { and, eq, gt } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { roleFor, sessionEndReason, type SessionBounds } from '../auth/session-rules.ts';
import { requireUser } from '../auth/viewer.ts';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';
import type { AppEnv } from '../http/app-env.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import type { RealtimeConnection, RealtimeHub } from './socket-hub.ts';

export function realtimeRoutes({
  db,
  hub,
  appUrl,
  adminEmails,
  bounds,
}: {
  db: Database;
  hub: RealtimeHub;
  appUrl: string;
  adminEmails: readonly string[];
  bounds: SessionBounds;
}) {
  return new Hono<AppEnv>().get(
    '/',
    sameSiteOnly(appUrl),
    upgradeWebSocket((c) => {
      const viewer = requireUser(c);
      let connection: RealtimeConnection | null = null;
      return {
        onOpen(_event, ws) {
          const raw = ws.raw as { terminate(): void } | undefined;
          connection = hub.connect({
            userId: viewer.user.id,
            role: viewer.user.role,
            socket: {
              send: (text) => ws.send(text),
              close: (code, reason) => ws.close(code, reason),
              terminate: () => (raw ? raw.terminate() : ws.close()),
            },
            checkSession: () => currentRole(db, viewer.session.id, adminEmails, bounds),
          });
        },
        onMessage(event) {
          if (typeof event.data === 'string') connection?.receive(event.data);
        },
        onClose() {
          connection?.closed();
        },
      };
    }),
    // Reached by a plain HTTP request (no Upgrade header).
    () => {
      throw badRequest('This address speaks WebSocket: connect with a WebSocket client.');
    },
  );
}

function sameSiteOnly(appUrl: string): MiddlewareHandler<AppEnv> {
  const trusted = new URL(appUrl).origin;
  return async function sameSiteOnlyMiddleware(c, next) {
    const origin = c.req.header('origin');
    if (origin !== trusted && origin !== new URL(c.req.url).origin)
      throw forbidden('Realtime connections are accepted from this site’s own pages only.');
    requireUser(c);
    await next();
  };
}

/** The member's role while the session lives, else null (signed out, expired, past its bounds or deleted). */
async function currentRole(
  db: Database,
  sessionId: string,
  adminEmails: readonly string[],
  bounds: SessionBounds,
): Promise<Role | null> {
  const [row] = await db
    .select({ email: users.email, createdAt: sessions.createdAt, updatedAt: sessions.updatedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row || sessionEndReason(row, bounds)) return null;
  return roleFor(row.email, adminEmails);
}
