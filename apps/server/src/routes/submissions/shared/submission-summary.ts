/** One row of a management list or of "my submissions" (contract `SubmissionSummary`). */
import type { SubmissionSummary } from '@tinkerlabs/contract/submissions';
import type { AnySubmissionKind, ModerationRow } from './submission-kind.ts';

export function presentSubmissionSummary(
  spec: AnySubmissionKind,
  row: ModerationRow,
  editPath: string,
): SubmissionSummary {
  return {
    kind: spec.kind,
    id: row.id,
    title: spec.titleOf(row),
    key: spec.keyOf(row),
    status: row.status,
    rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
    version: row.version,
    author: { id: row.authorId, name: row.authorName },
    updatedAt: row.updatedAt.toISOString(),
    publicPath: row.status === 'approved' ? spec.publicPathOf(row) : null,
    editPath,
  };
}
