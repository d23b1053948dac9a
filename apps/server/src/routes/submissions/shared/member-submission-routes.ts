/**
 * The member's side of a submission kind under /api/me/{kind}: create (pending at once), read,
 * edit, withdraw, submit again and delete their own. Each route: who is asking (401) → the
 * request's shape (422) → in one transaction the row, its version and the policy (404 / 409 / 403)
 * → the write with its history step → after commit, the realtime events. See
 * packages/contract/src/submissions.ts for the rules.
 */
import { versionRequestSchema } from '@tinkerlabs/contract/submissions';
import { Hono } from 'hono';
import { requireUser } from '../../../auth/viewer.ts';
import { displayNameOf } from '../../../content/display-name.ts';
import { recordReviewStep } from '../../../content/review-history.ts';
import { retryOnUniqueRace } from '../../../content/unique-slug.ts';
import type { Database } from '../../../db/client.ts';
import type { AppEnv } from '../../../http/app-env.ts';
import { readJson } from '../../../http/json-body.ts';
import { authorizeSubmission, submissionNotFound } from '../../../policies/submission-policy.ts';
import type { EventBus } from '../../../realtime/event-bus.ts';
import { deleteSubmission, editSubmission } from './submission-writes.ts';
import { lockForChange } from './submission-change.ts';
import { announceSubmissionChange } from './submission-events.ts';
import type { AnySubmissionKind, ModerationRow } from './submission-kind.ts';

export function memberSubmissionRoutes(
  spec: AnySubmissionKind,
  { db, events }: { db: Database; events: EventBus },
) {
  const announce = (row: ModerationRow, queueChanged: boolean) =>
    announceSubmissionChange(events, {
      kind: spec.kind,
      id: row.id,
      authorId: row.authorId,
      status: row.status,
      queueChanged,
    });

  /** Moves the row to `status` (withdraw → draft, submit → pending) and records the step. */
  function move(
    viewer: ReturnType<typeof requireUser>,
    id: string,
    baseVersion: number,
    to: 'draft' | 'pending',
  ) {
    return db.transaction(async (tx) => {
      const action = to === 'draft' ? 'withdraw' : 'submit';
      const row = await lockForChange(tx, spec, viewer, id, baseVersion, action);
      const updated: ModerationRow = await spec.moderate(
        tx,
        row,
        to === 'draft'
          ? { status: 'draft' }
          : {
              status: 'pending',
              rejectionReason: null,
              // The byline is the author's name when they submit (it may have changed since).
              authorName: row.authorId ? await displayNameOf(tx, row.authorId) : row.authorName,
            },
      );
      await recordReviewStep(tx, {
        contentType: spec.contentType,
        contentId: row.id,
        action: to === 'draft' ? 'withdrawn' : 'submitted',
        actorId: viewer.user.id,
        version: updated.version,
      });
      return { row: updated, record: await spec.load(tx, updated) };
    });
  }

  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const viewer = requireUser(c);
      const input = await readJson(c, spec.createSchema);
      const { row, record } = await retryOnUniqueRace(() =>
        db.transaction(async (tx) => {
          const author = { id: viewer.user.id, name: await displayNameOf(tx, viewer.user.id) };
          const row: ModerationRow = await spec.insert(tx, input, author);
          await recordReviewStep(tx, {
            contentType: spec.contentType,
            contentId: row.id,
            action: 'submitted',
            actorId: viewer.user.id,
            version: row.version,
          });
          return { row, record: await spec.load(tx, row) };
        }),
      );
      await announce(row, true);
      return c.json(record, 201);
    })

    .get('/:id', async (c) => {
      const viewer = requireUser(c);
      const row = await spec.find(db, c.req.param('id'));
      if (!row) throw submissionNotFound(spec.noun);
      authorizeSubmission(viewer, 'read', row, spec.noun);
      return c.json(await spec.load(db, row));
    })

    .patch('/:id', async (c) => {
      const viewer = requireUser(c);
      const input = await readJson(c, spec.updateSchema);
      const { row, record } = await editSubmission(db, spec, viewer, c.req.param('id'), input);
      await announce(row, row.status === 'pending');
      return c.json(record);
    })

    .post('/:id/withdraw', async (c) => {
      const viewer = requireUser(c);
      const { baseVersion } = await readJson(c, versionRequestSchema);
      const { row, record } = await move(viewer, c.req.param('id'), baseVersion, 'draft');
      await announce(row, true);
      return c.json(record);
    })

    .post('/:id/submit', async (c) => {
      const viewer = requireUser(c);
      const { baseVersion } = await readJson(c, versionRequestSchema);
      const { row, record } = await move(viewer, c.req.param('id'), baseVersion, 'pending');
      await announce(row, true);
      return c.json(record);
    })

    .delete('/:id', async (c) => {
      const viewer = requireUser(c);
      const row = await deleteSubmission(db, spec, viewer, c.req.param('id'));
      await announce(row, row.status === 'pending');
      return c.body(null, 204);
    });
}
