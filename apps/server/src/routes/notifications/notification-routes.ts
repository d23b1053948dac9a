/**
 * A member's notifications under /api/me/notifications: the list (newest first, or only the
 * unread ones) with the unread count, and marking some or all read. Only one's own.
 */
import {
  markNotificationsReadRequestSchema,
  notificationListQuerySchema,
  type Notification,
  type NotificationListResponse,
} from '@tinkerlabs/contract/submissions';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireUser } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { readJson } from '../../http/json-body.ts';
import { readQuery } from '../../http/query.ts';
import { notificationKinds, type NotifyingContentType } from './notify-decision.ts';

/** The newest this many; older ones are still counted as unread until read. */
const listLimit = 50;

function presentNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    kind: notificationKinds[row.contentType as NotifyingContentType],
    contentId: row.contentId,
    action: row.action === 'rejected' ? 'rejected' : 'approved',
    title: row.title,
    reason: row.reason,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function notificationRoutes({ db }: { db: Database }) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const viewer = requireUser(c);
      const { unread } = readQuery(c, notificationListQuerySchema);
      const mine = eq(notifications.userId, viewer.user.id);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(and(mine, unread ? isNull(notifications.readAt) : undefined))
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(listLimit),
        db
          .select({ n: count() })
          .from(notifications)
          .where(and(mine, isNull(notifications.readAt))),
      ]);
      const body: NotificationListResponse = {
        items: rows.map(presentNotification),
        unread: Number(counted?.n ?? 0),
      };
      return c.json(body);
    })

    .post('/read', async (c) => {
      const viewer = requireUser(c);
      const { ids } = await readJson(c, markNotificationsReadRequestSchema);
      if (ids?.length === 0) return c.body(null, 204);
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.userId, viewer.user.id),
            isNull(notifications.readAt),
            ids ? inArray(notifications.id, ids) : undefined,
          ),
        );
      return c.body(null, 204);
    });
}
