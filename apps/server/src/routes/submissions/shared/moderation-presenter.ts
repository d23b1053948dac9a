/** The moderation part of every submission record (contract `moderationShape`), from its row. */
import type { HistoryEntry } from '@tinkerlabs/contract/history';
import type { ModerationRow } from './submission-kind.ts';

export function presentModeration(row: ModerationRow, history: HistoryEntry[], publicPath: string) {
  const approved = row.status === 'approved';
  return {
    id: row.id,
    status: row.status,
    version: row.version,
    rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
    author: { id: row.authorId, name: row.authorName },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    publishedAt: approved ? (row.publishedAt?.toISOString() ?? null) : null,
    publicPath: approved ? publicPath : null,
    history,
  };
}
