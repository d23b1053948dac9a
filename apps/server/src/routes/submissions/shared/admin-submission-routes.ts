/**
 * The administrator's management of a submission kind under /api/admin/{kind}: a searchable,
 * filterable list of every record in any state, a record by its slug or unique key (the dashboard's
 * edit pages use those in their addresses), edits in any state and deletes (409 `in_use` while
 * others refer to it). Every change is version-checked and recorded in the history.
 */
import { managementQuerySchema } from '@tinkerlabs/contract/submissions';
import { Hono } from 'hono';
import { requireAdmin } from '../../../auth/viewer.ts';
import type { Database } from '../../../db/client.ts';
import { toPage } from '../../../db/queries/pagination.ts';
import type { AppEnv } from '../../../http/app-env.ts';
import { readJson } from '../../../http/json-body.ts';
import { readQuery } from '../../../http/query.ts';
import { submissionNotFound } from '../../../policies/submission-policy.ts';
import type { EventBus } from '../../../realtime/event-bus.ts';
import { announceSubmissionChange } from './submission-events.ts';
import type { AnySubmissionKind, ModerationRow } from './submission-kind.ts';
import { inOrder, listForManagement } from './submission-queries.ts';
import { presentSubmissionSummary } from './submission-summary.ts';
import { deleteSubmission, editSubmission } from './submission-writes.ts';

export function adminSubmissionRoutes(
  spec: AnySubmissionKind,
  { db, events, lookup }: { db: Database; events: EventBus; lookup: 'by-slug' | 'by-key' },
) {
  const announce = (row: ModerationRow) =>
    announceSubmissionChange(events, {
      kind: spec.kind,
      id: row.id,
      authorId: row.authorId,
      status: row.status,
      queueChanged: row.status === 'pending',
    });

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      requireAdmin(c);
      const query = readQuery(c, managementQuerySchema);
      const { ids, total } = await listForManagement(db, spec, query);
      const rows: ModerationRow[] = inOrder(ids, await spec.findMany(db, ids));
      const items = rows.map((row) =>
        presentSubmissionSummary(spec, row, spec.adminEditPathOf(spec.keyOf(row))),
      );
      return c.json(toPage(items, total, query));
    })

    .get(`/${lookup}/:key`, async (c) => {
      requireAdmin(c);
      const row = await spec.findByKey(db, c.req.param('key'));
      if (!row) throw submissionNotFound(spec.noun);
      return c.json(await spec.load(db, row));
    })

    .patch('/:id', async (c) => {
      const viewer = requireAdmin(c);
      const input = await readJson(c, spec.updateSchema);
      const { row, record } = await editSubmission(db, spec, viewer, c.req.param('id'), input);
      await announce(row);
      return c.json(record);
    })

    .delete('/:id', async (c) => {
      const viewer = requireAdmin(c);
      const row = await deleteSubmission(db, spec, viewer, c.req.param('id'));
      await announce(row);
      return c.body(null, 204);
    });
}
