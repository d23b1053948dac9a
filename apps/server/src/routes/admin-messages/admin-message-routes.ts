/**
 * /api/admin/messages (administrators only): the contact messages, newest first, and marking one
 * read, unread, archived or back in the inbox. A change is announced on the `messages` channel
 * after it is stored, so every open inbox refetches. See packages/contract/src/admin-messages.ts.
 */
import {
  adminMessageListQuerySchema,
  updateAdminMessageRequestSchema,
  type AdminMessageListResponse,
} from '@tinkerlabs/contract/admin-messages';
import { Hono } from 'hono';
import { requireAdmin } from '../../auth/viewer.ts';
import type { Database } from '../../db/client.ts';
import { toPage } from '../../db/queries/pagination.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { notFound } from '../../http/errors.ts';
import { readJson } from '../../http/json-body.ts';
import { readQuery } from '../../http/query.ts';
import type { EventBus } from '../../realtime/event-bus.ts';
import { presentAdminMessage } from './admin-message-presenter.ts';
import { findMessage, listMessages, markMessage } from './admin-message-queries.ts';

export function adminMessageRoutes({ db, events }: { db: Database; events: EventBus }) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      requireAdmin(c);
      const query = readQuery(c, adminMessageListQuerySchema);
      const { rows, total, unread } = await listMessages(db, query);
      const page: AdminMessageListResponse = {
        ...toPage(rows.map(presentAdminMessage), total, query),
        unread,
      };
      return c.json(page);
    })

    .patch('/:id', async (c) => {
      requireAdmin(c);
      const change = await readJson(c, updateAdminMessageRequestSchema);
      const row = await findMessage(db, c.req.param('id'));
      if (!row) throw notFound('There is no such message.');
      const updated = await markMessage(db, row, change);
      await events.publish({ channel: 'messages', event: 'message.changed', data: { id: updated.id } });
      return c.json(presentAdminMessage(updated));
    });
}
