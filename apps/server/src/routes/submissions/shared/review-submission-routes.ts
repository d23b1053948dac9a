/**
 * The administrator's review queue of a submission kind under /api/review/{kind}: the pending
 * submissions (waiting longest first) with hints about duplicates, and each one's preview (as the
 * public will see it) on its own;
 * approve (public at once, added to search) or reject with a reason. Each decision is based on the
 * version the reviewer read (409 with the current copy otherwise), recorded in the history, and
 * told to the author by a notification written in the same transaction and a realtime event.
 */
import {
  rejectRequestSchema,
  reviewQueuePageQuerySchema,
  versionRequestSchema,
} from '@tinkerlabs/contract/submissions';
import { Hono } from 'hono';
import { requireAdmin } from '../../../auth/viewer.ts';
import { recordReviewStep } from '../../../content/review-history.ts';
import { pendingTotal } from '../../../content/review-queue.ts';
import type { Database } from '../../../db/client.ts';
import { pageWindow, toPage } from '../../../db/queries/pagination.ts';
import type { AppEnv, RequestViewer } from '../../../http/app-env.ts';
import { readJson } from '../../../http/json-body.ts';
import { readQuery } from '../../../http/query.ts';
import { submissionNotFound } from '../../../policies/submission-policy.ts';
import type { EventBus } from '../../../realtime/event-bus.ts';
import { refreshSearchDocuments } from '../../../search/search-index.ts';
import { notifyDecision } from '../../notifications/notify-decision.ts';
import { presentHints } from './duplicate-hints.ts';
import { lockForChange } from './submission-change.ts';
import { announceDecision } from './submission-events.ts';
import type { AnySubmissionKind, ModerationRow } from './submission-kind.ts';

type Decision = { action: 'approved' } | { action: 'rejected'; reason: string };

export function reviewSubmissionRoutes(
  spec: AnySubmissionKind,
  { db, events }: { db: Database; events: EventBus },
) {
  async function decide(viewer: RequestViewer, id: string, baseVersion: number, decision: Decision) {
    const reason = decision.action === 'rejected' ? decision.reason : null;
    const { row, record, notificationId } = await db.transaction(async (tx) => {
      const before = await lockForChange(tx, spec, viewer, id, baseVersion, 'review');
      const now = new Date();
      const review = { reviewerId: viewer.user.id, reviewedAt: now };
      const row: ModerationRow = await spec.moderate(
        tx,
        before,
        decision.action === 'approved'
          ? { ...review, status: 'approved', rejectionReason: null, publishedAt: before.publishedAt ?? now }
          : { ...review, status: 'rejected', rejectionReason: reason },
      );
      await recordReviewStep(tx, {
        contentType: spec.contentType,
        contentId: row.id,
        action: decision.action,
        actorId: viewer.user.id,
        version: row.version,
        reason,
      });
      // Adds an approved record to search (and removes any entry of a rejected one).
      await refreshSearchDocuments(tx, spec.contentType, [row.id]);
      const notificationId = await notifyDecision(tx, {
        userId: row.authorId,
        contentType: spec.contentType,
        contentId: row.id,
        action: decision.action,
        title: spec.titleOf(row),
        reason,
        link: decision.action === 'approved' ? spec.publicPathOf(row) : spec.memberEditPathOf(row),
      });
      return { row, record: await spec.load(tx, row), notificationId };
    });
    await announceDecision(events, {
      kind: spec.kind,
      id: row.id,
      authorId: row.authorId,
      notificationId,
      action: decision.action,
    });
    return record;
  }

  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        requireAdmin(c);
        const query = readQuery(c, reviewQueuePageQuerySchema);
        const window = pageWindow(query);
        // One statement: the page's rows with their records' details and duplicate hints.
        const rows = await spec.queuePage(db, window);
        const total = await pendingTotal(db, spec.columns, rows, window);
        const items = rows.map((row) => ({
          ...spec.queueRecordOf(row),
          submittedAt: row.submittedAt?.toISOString() ?? null,
          ...presentHints(row.hints, spec),
        }));
        return c.json(toPage(items, total, query));
      })

      // Loaded by each entry of the queue as it scrolls into view: a page of ten previews was 177 kB.
      .get('/:id/preview', async (c) => {
        requireAdmin(c);
        const row = await spec.find(db, c.req.param('id'));
        if (!row) throw submissionNotFound(spec.noun);
        return c.json(await spec.previewOf(db, row));
      })

      .post('/:id/approve', async (c) => {
        const viewer = requireAdmin(c);
        const { baseVersion } = await readJson(c, versionRequestSchema);
        return c.json(await decide(viewer, c.req.param('id'), baseVersion, { action: 'approved' }));
      })

      .post('/:id/reject', async (c) => {
        const viewer = requireAdmin(c);
        const { baseVersion, reason } = await readJson(c, rejectRequestSchema);
        return c.json(await decide(viewer, c.req.param('id'), baseVersion, { action: 'rejected', reason }));
      })
  );
}
