/**
 * The contact form's limit: 5 messages per client per hour, counted from the stored messages so it
 * holds across server processes. The client's address is kept only as a SHA-256 hash.
 */
import { createHash } from 'node:crypto';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';
import { rateLimited } from '../../http/errors.ts';

export const contactLimit = { messages: 5, windowMs: 60 * 60_000 };

export const hashClientIp = (ip: string) => createHash('sha256').update(ip).digest('hex');

/** Throws a 429 when this client has sent the hourly number of messages already. */
export async function checkContactLimit(db: Database, ipHash: string, now = new Date()): Promise<void> {
  const [sent] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(
      and(
        eq(contactMessages.ipHash, ipHash),
        gt(contactMessages.createdAt, new Date(now.getTime() - contactLimit.windowMs)),
      ),
    );
  if (Number(sent?.n ?? 0) >= contactLimit.messages) {
    throw rateLimited(
      `You have sent ${contactLimit.messages} messages in the last hour. Please wait a while before sending another.`,
    );
  }
}
