/**
 * The recorded history of moderated and administered content (table review_events): every write
 * path that creates, submits, withdraws, approves, rejects, edits or deletes content records one step
 * here in the same transaction (edits with the fields they changed); detail views show the steps
 * oldest first.
 */
import type { HistoryEntry } from '@tinkerlabs/contract/history';
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
  /** For 'edited' and 'created': the fields that changed, as the API names them. */
  changedFields?: readonly string[];
}

/** @example await recordReviewStep(tx, { contentType: 'article', contentId, action: 'approved', actorId, version }) */
export async function recordReviewStep(db: Database, step: ReviewStep): Promise<void> {
  await db.insert(reviewEvents).values({
    ...step,
    reason: step.reason ?? null,
    changedFields: [...(step.changedFields ?? [])],
    actorName: await displayNameOf(db, step.actorId),
  });
}

/** The steps of each of `ids`, oldest first; ids without any map to []. */
export async function reviewHistoryOf(
  db: Database,
  contentType: ReviewContentType,
  ids: readonly string[],
): Promise<Map<string, HistoryEntry[]>> {
  const result = new Map<string, HistoryEntry[]>(ids.map((id) => [id, []]));
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
      changedFields: row.changedFields,
      version: row.version,
    });
  }
  return result;
}

/**
 * The names of the fields whose values differ between `before` and `after` (deep, by JSON), among
 * the keys of `after` that are not undefined; for the 'edited' step.
 * @example changedFieldsOf(row, { name: 'New', website: row.website }) // ['name']
 */
export function changedFieldsOf(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter(
    (key) => after[key] !== undefined && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
}
