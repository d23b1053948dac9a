/** How autosave treats a failed save: retry (offline, server trouble), a stale version, or a refusal. */
import type { ArticleDraft } from '@tinkerlabs/contract/article-drafts';
import { ApiError } from '@/lib/api-client.ts';
import type { SaveFailure } from './autosave.ts';

const retryable = new Set([0, 408, 425, 429, 500, 502, 503, 504]);

export function classifySaveError(error: unknown): SaveFailure {
  if (!(error instanceof ApiError)) {
    return { kind: 'retry', message: error instanceof Error ? error.message : 'The save failed.' };
  }
  if (error.status === 409 && error.detail.kind === 'stale_version') {
    return { kind: 'conflict', message: error.message, current: error.detail.current as ArticleDraft };
  }
  if (retryable.has(error.status)) return { kind: 'retry', message: error.message };
  if (error.status === 409 && error.detail.kind === 'slug_taken') {
    return { kind: 'refused', message: error.message };
  }
  return { kind: 'refused', message: error.message };
}
