import type { ConfirmRequest } from '@tinkerlabs/contract/auth';
import { api } from '@/lib/api-client.ts';

/** Trades the emailed token for a session cookie (a POST, so a mail scanner's GET cannot use it up). */
export function confirmSignIn(input: ConfirmRequest): Promise<void> {
  return api('/api/auth/confirm', { method: 'POST', body: input });
}
