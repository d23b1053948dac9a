/**
 * What a refused save means for the form: per-field messages (422, a taken slug), a stale version
 * carrying the server's copy (409 `stale_version`), or a message alone (offline, forbidden …).
 */
import type { ProjectRecord } from '@tinkerlabs/contract/submissions';
import { ApiError } from '@/lib/api-client.ts';
import type { FieldErrors } from './field-errors.ts';

export interface SaveFailure {
  message: string;
  fields: FieldErrors;
  /** The server's newer copy when the save was based on an old version. */
  current: ProjectRecord | null;
}

export function saveFailureOf(error: unknown): SaveFailure {
  if (!(error instanceof ApiError)) {
    return { message: 'That did not work. Try again.', fields: {}, current: null };
  }
  const current =
    error.status === 409 && error.detail.kind === 'stale_version' && error.detail.current
      ? (error.detail.current as ProjectRecord)
      : null;
  return { message: error.message, fields: error.fields, current };
}
