/**
 * A copy of the project form in localStorage while it is not yet sent, so a reload, a closed tab or
 * a failed submit loses nothing (the body most of all). Keyed by the project's id ('new' before the
 * first submit); removed once the server has the text. A backup is offered back only over the server
 * copy it was based on.
 */
import type { ProjectFormValues } from './project-form-values.ts';

export interface ProjectDraftBackup {
  savedAt: number;
  /** The server version the values were based on (null for a new project). */
  baseVersion: number | null;
  values: ProjectFormValues;
}

const keyOf = (id: string | null) => `tinkerlabs:project-draft:${id ?? 'new'}`;

export function writeProjectBackup(id: string | null, backup: ProjectDraftBackup): void {
  try {
    localStorage.setItem(keyOf(id), JSON.stringify(backup));
  } catch {
    // Storage full or disabled: the form still holds the values.
  }
}

export function readProjectBackup(id: string | null): ProjectDraftBackup | null {
  try {
    const raw = localStorage.getItem(keyOf(id));
    if (!raw) return null;
    const backup = JSON.parse(raw) as ProjectDraftBackup;
    return typeof backup.savedAt === 'number' &&
      backup.values?.body?.type === 'doc' &&
      Array.isArray(backup.values.components)
      ? backup
      : null;
  } catch {
    return null;
  }
}

export function removeProjectBackup(id: string | null): void {
  try {
    localStorage.removeItem(keyOf(id));
  } catch {
    // nothing to do
  }
}

/** The backup to restore: a new project's own, or one based on exactly this server version. */
export function projectBackupToRestore(
  id: string | null,
  serverVersion: number | null,
): ProjectDraftBackup | null {
  const backup = readProjectBackup(id);
  if (!backup) return null;
  return backup.baseVersion === serverVersion ? backup : null;
}
