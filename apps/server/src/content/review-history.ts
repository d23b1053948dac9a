/**
 * The recorded history of moderated and administered content (table review_events): every write
 * path that creates, submits, withdraws, approves, rejects, edits or deletes content records one step
 * here in the same transaction (edits with the fields they changed); detail views show the steps
 * oldest first.
 */
import type { HistoryEntry } from '@tinkerlabs/contract/history';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { qualified } from '../db/queries/qualified.ts';
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
  for (const row of rows) result.get(row.contentId)?.push(presentStep(row));
  return result;
}

function presentStep(step: {
  action: ReviewAction;
  createdAt: Date;
  actorId: string | null;
  actorName: string;
  reason: string | null;
  changedFields: string[];
  version: number;
}): HistoryEntry {
  return {
    action: step.action,
    at: step.createdAt.toISOString(),
    actor: { id: step.actorId, name: step.actorName },
    reason: step.reason,
    changedFields: step.changedFields,
    version: step.version,
  };
}

/** A step as `historyColumn` carries it (JSON: the time as PostgreSQL writes a timestamptz). */
export interface HistoryJson {
  action: ReviewAction;
  createdAt: string;
  actorId: string | null;
  actorName: string;
  reason: string | null;
  changedFields: string[];
  version: number;
}

/**
 * A column to select beside content rows: each row's steps, oldest first, as JSON, so a page and
 * its history come back in one query (present them with `historyFromJson`).
 * @example db.select({ ...columns, history: historyColumn('store', stores.id) }).from(stores)
 */
export function historyColumn(contentType: ReviewContentType, contentId: PgColumn): SQL<HistoryJson[]> {
  return sql<HistoryJson[]>`(select coalesce(json_agg(json_build_object('action', e.action,
      'createdAt', e.created_at, 'actorId', e.actor_id, 'actorName', e.actor_name, 'reason', e.reason,
      'changedFields', e.changed_fields, 'version', e.version) order by e.created_at, e.version), '[]'::json)
    from ${reviewEvents} e where e.content_type = ${sql.raw(`'${contentType}'`)} and e.content_id = ${qualified(contentId)})`;
}

export function historyFromJson(steps: readonly HistoryJson[]): HistoryEntry[] {
  return steps.map((step) => presentStep({ ...step, createdAt: new Date(step.createdAt) }));
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
