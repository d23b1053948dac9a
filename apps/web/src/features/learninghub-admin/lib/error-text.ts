/** The words to show for a failed request: the server's message, or a generic one for anything else. */
import { ApiError } from '@/lib/api-client.ts';

export const errorText = (error: unknown): string =>
  error instanceof ApiError ? error.message : 'That did not work. Check your connection and try again.';

/** The server's copy carried by a 409 for a stale edit (`error.kind = 'stale'`), or null. */
export function staleCopyOf<T>(error: unknown): T | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.detail.kind !== 'stale') return null;
  return (error.detail.current as T | undefined) ?? null;
}
