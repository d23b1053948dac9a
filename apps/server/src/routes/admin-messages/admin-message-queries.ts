/** Reads and writes behind /api/admin/messages: the filtered, searched inbox and one message. */
import type { adminMessageListQuerySchema } from '@tinkerlabs/contract/admin-messages';
import { and, desc, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { countRows, pageWindow } from '../../db/queries/pagination.ts';
import { contactMessages } from '../../db/schema.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
type ListQuery = z.output<typeof adminMessageListQuerySchema>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `%text%` for ILIKE, with the pattern characters of the text itself escaped. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const unreadInInbox = and(isNull(contactMessages.archivedAt), isNull(contactMessages.readAt));

export async function listMessages(db: Database, query: ListQuery) {
  const filter = query.filter ?? 'inbox';
  const pattern = query.q ? containing(query.q) : null;
  const where = and(
    filter === 'archived' ? isNotNull(contactMessages.archivedAt) : isNull(contactMessages.archivedAt),
    filter === 'unread' ? isNull(contactMessages.readAt) : undefined,
    pattern
      ? or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.subject, pattern),
          ilike(contactMessages.message, pattern),
        )
      : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [total, unread, rows] = await Promise.all([
    countRows(db, contactMessages, where),
    countRows(db, contactMessages, unreadInInbox),
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset),
  ]);
  return { rows, total, unread };
}

export async function findMessage(db: Database, id: string): Promise<ContactMessageRow | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}

/**
 * Sets the read and archived marks; an unchanged mark keeps its original time.
 * @example await markMessage(db, row, { read: true }) // readAt = now, unless it was read already
 */
export async function markMessage(
  db: Database,
  row: ContactMessageRow,
  change: { read?: boolean; archived?: boolean },
): Promise<ContactMessageRow> {
  const now = new Date();
  const readAt = change.read === undefined ? row.readAt : change.read ? (row.readAt ?? now) : null;
  const archivedAt =
    change.archived === undefined ? row.archivedAt : change.archived ? (row.archivedAt ?? now) : null;
  const [updated] = await db
    .update(contactMessages)
    .set({ readAt, archivedAt })
    .where(eq(contactMessages.id, row.id))
    .returning();
  return updated!;
}
