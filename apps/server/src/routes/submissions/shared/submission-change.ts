/**
 * The start of every change to a submission, in its transaction: lock the row, make sure the viewer
 * may see it (404 otherwise), that the change is based on the current version (409 with the server's
 * copy otherwise) and that the action is allowed in its state — in this order, so a stale client
 * always gets the copy it needs and nobody learns about submissions they may not see.
 */
import type { Database } from '../../../db/client.ts';
import type { RequestViewer } from '../../../http/app-env.ts';
import {
  authorizeSubmission,
  submissionNotFound,
  type SubmissionAction,
} from '../../../policies/submission-policy.ts';
import { staleVersion } from './submission-errors.ts';
import type { AnySubmissionKind, ModerationRow } from './submission-kind.ts';

/** @example const row = await lockForChange(tx, storeKind, viewer, id, input.baseVersion, 'edit') */
export async function lockForChange<Row extends ModerationRow>(
  tx: Database,
  spec: AnySubmissionKind,
  viewer: RequestViewer,
  id: string,
  baseVersion: number,
  action: SubmissionAction,
): Promise<Row> {
  const row = (await spec.find(tx, id, { lock: true })) as Row | null;
  if (!row) throw submissionNotFound(spec.noun);
  authorizeSubmission(viewer, action === 'review' ? 'review' : 'read', row, spec.noun);
  if (row.version !== baseVersion) throw staleVersion(spec.noun, baseVersion, await spec.load(tx, row));
  authorizeSubmission(viewer, action, row, spec.noun);
  return row;
}
