/**
 * How many unpublished articles one member may hold (drafts, in review, returned): without a cap one
 * member kept 2 301 drafts of up to 200 000 characters. Checked under the member's limit lock, so
 * parallel creates cannot pass it (db/limit-lock.ts).
 */
import { and, count, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

/** Throws a 422 naming the limit when `userId` already holds `limit` unpublished articles. */
export async function checkDraftRoom(tx: Database, userId: string, limit: number): Promise<void> {
  const [held] = await tx
    .select({ n: count() })
    .from(articles)
    .where(and(eq(articles.authorId, userId), ne(articles.status, 'approved')));
  if (Number(held?.n ?? 0) >= limit) {
    // A refusal, not a rate: the editor shows it and keeps the text in this browser (a 429 it retries).
    throw new AppError(
      422,
      'validation_failed',
      `You have ${limit} unpublished articles (drafts, in review or returned), the most one member may keep. Publish or delete one to start another; this text stays in this browser meanwhile.`,
    );
  }
}
