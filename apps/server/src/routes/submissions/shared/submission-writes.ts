/**
 * The two writes members and administrators share: an edit (version-checked, recorded with the
 * fields it changed) and a delete (refused with 409 `in_use` while others refer to the record,
 * recorded as a 'deleted' step). Both keep search in step when the record is or was public.
 */
import { recordReviewStep } from '../../../content/review-history.ts';
import { retryOnUniqueRace } from '../../../content/unique-slug.ts';
import type { Database } from '../../../db/client.ts';
import type { RequestViewer } from '../../../http/app-env.ts';
import { authorizeSubmission, submissionNotFound } from '../../../policies/submission-policy.ts';
import { refreshSearchDocuments } from '../../../search/search-index.ts';
import { lockForChange } from './submission-change.ts';
import { inUse } from './submission-errors.ts';
import type { AnySubmissionKind, ModerationRow } from './submission-kind.ts';

/** @example const { row, record } = await editSubmission(db, storeKind, viewer, id, input) */
export function editSubmission(
  db: Database,
  spec: AnySubmissionKind,
  viewer: RequestViewer,
  id: string,
  input: { baseVersion: number },
): Promise<{ row: ModerationRow; record: unknown }> {
  return retryOnUniqueRace(() =>
    db.transaction(async (tx) => {
      const before = await lockForChange(tx, spec, viewer, id, input.baseVersion, 'edit');
      const { row, changedFields } = (await spec.edit(tx, before, input)) as {
        row: ModerationRow;
        changedFields: string[];
      };
      await recordReviewStep(tx, {
        contentType: spec.contentType,
        contentId: row.id,
        action: 'edited',
        actorId: viewer.user.id,
        version: row.version,
        changedFields,
      });
      if (before.status === 'approved') await refreshSearchDocuments(tx, spec.contentType, [row.id]);
      return { row, record: await spec.load(tx, row) };
    }),
  );
}

/** Deletes the record (the policy decides who may); answers the row as it was. */
export function deleteSubmission(
  db: Database,
  spec: AnySubmissionKind,
  viewer: RequestViewer,
  id: string,
): Promise<ModerationRow> {
  return db.transaction(async (tx) => {
    const row: ModerationRow | null = await spec.find(tx, id, { lock: true });
    if (!row) throw submissionNotFound(spec.noun);
    authorizeSubmission(viewer, 'read', row, spec.noun);
    authorizeSubmission(viewer, 'delete', row, spec.noun);
    const usedBy = await spec.referrersOf(tx, row);
    if (usedBy.length) throw inUse(spec.noun, usedBy);
    await recordReviewStep(tx, {
      contentType: spec.contentType,
      contentId: row.id,
      action: 'deleted',
      actorId: viewer.user.id,
      version: row.version,
    });
    await spec.remove(tx, row);
    await refreshSearchDocuments(tx, spec.contentType, [row.id]);
    return row;
  });
}
