/**
 * Turning a refused review decision (409 `stale_version`, the submission changed after the queue
 * loaded) into a sentence saying what changed, from the server's copy sent with the answer.
 */
import type { HistoryEntry } from '@tinkerlabs/contract/history';
import { ApiError } from '@/lib/api-client.ts';

interface CurrentCopy {
  version?: number;
  status?: string;
  history?: HistoryEntry[];
}

const fieldLabel = (field: string) => field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** Null unless the error is a stale-version conflict. */
export function staleDecisionMessage(error: unknown, readVersion: number): string | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const current = (error.detail.current ?? null) as CurrentCopy | null;
  const newer = (current?.history ?? []).filter((entry) => entry.version > readVersion);
  const steps = newer.map((entry) =>
    entry.action === 'edited' && entry.changedFields.length > 0
      ? `${entry.actor.name} edited ${entry.changedFields.map(fieldLabel).join(', ')}`
      : `${entry.actor.name} ${entry.action === 'withdrawn' ? 'withdrew it' : `${entry.action} it`}`,
  );
  const what = steps.length > 0 ? ` Since you loaded it: ${steps.join('; ')}.` : '';
  return `This submission changed while you were reviewing it, so nothing was decided.${what} The queue has been reloaded: check it again.`;
}
