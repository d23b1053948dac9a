/**
 * The review history of moderated content (table review_events): every write path that submits,
 * withdraws, approves or rejects content, or edits published content, records one step here in
 * the same transaction; detail views show the steps oldest first.
 */
import type { ReviewEvent } from '@tinkerlabs/contract/article-drafts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { reviewEvents, type ReviewAction, type ReviewContentType } from '../db/schema.ts';
import { displayNameOf } from './display-name.ts';

export interface ReviewStep {
  contentType: ReviewContentType;
  contentId: string;
  action: ReviewAction;
  actorId: string;
  /** The version the step produced. */
  version: number;
  reason?: string | null;
}

/** @example await recordReviewStep(tx, { contentType: 'article', contentId, action: 'approved', actorId, version }) */
export async function recordReviewStep(db: Database, step: ReviewStep): Promise<void> {
  await db.insert(reviewEvents).values({
    ...step,
    reason: step.reason ?? null,
    actorName: await displayNameOf(db, step.actorId),
  });
}

/** The steps of each of `ids`, oldest first; ids without any map to []. */
export async function reviewHistoryOf(
  db: Database,
  contentType: ReviewContentType,
  ids: readonly string[],
): Promise<Map<string, ReviewEvent[]>> {
  const result = new Map<string, ReviewEvent[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return result;
  const rows = await db
    .select()
    .from(reviewEvents)
    .where(and(eq(reviewEvents.contentType, contentType), inArray(reviewEvents.contentId, [...ids])))
    .orderBy(asc(reviewEvents.createdAt), asc(reviewEvents.version));
  for (const row of rows) {
    result.get(row.contentId)?.push({
      action: row.action,
      at: row.createdAt.toISOString(),
      actor: { id: row.actorId, name: row.actorName },
      reason: row.reason,
      version: row.version,
    });
  }
  return result;
}
