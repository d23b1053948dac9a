/**
 * A copy of the unsaved article in localStorage, so a crash, a closed tab or a failed save loses
 * nothing: written on every change, removed once the server has the same text, and offered back on
 * reload when it is newer than the server's copy. Keyed by article id ('new' before the first save).
 */
import type { ArticleDraft } from '@tinkerlabs/contract/article-drafts';
import type { ArticleSnapshot } from './article-snapshot.ts';

export interface DraftBackup {
  savedAt: number;
  /** The server version the unsaved text was based on (null before the first save). */
  baseVersion: number | null;
  snapshot: ArticleSnapshot;
}

const keyOf = (id: string | null) => `tinkerlabs:article-draft:${id ?? 'new'}`;

export function writeBackup(id: string | null, backup: DraftBackup): void {
  try {
    localStorage.setItem(keyOf(id), JSON.stringify(backup));
  } catch {
    // Storage full or disabled: the server copy and autosave still stand.
  }
}

export function readBackup(id: string | null): DraftBackup | null {
  try {
    const raw = localStorage.getItem(keyOf(id));
    if (!raw) return null;
    const backup = JSON.parse(raw) as DraftBackup;
    return typeof backup.savedAt === 'number' && backup.snapshot?.body?.type === 'doc' ? backup : null;
  } catch {
    return null;
  }
}

export function removeBackup(id: string | null): void {
  try {
    localStorage.removeItem(keyOf(id));
  } catch {
    // nothing to do
  }
}

/** The backup to restore over the server's copy, or null when the server's is as new. */
export function backupToRestore(id: string | null, server: ArticleDraft | null): DraftBackup | null {
  const backup = readBackup(id);
  if (!backup) return null;
  if (!server) return backup;
  if (server.status === 'pending' || server.status === 'approved') return null;
  return backup.baseVersion === server.version || backup.savedAt > Date.parse(server.updatedAt)
    ? backup
    : null;
}
