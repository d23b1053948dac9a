import type { SignInRequest, SignInResponse } from '@tinkerlabs/contract/auth';
import { api } from '@/lib/api-client.ts';

/** Asks the server to email a sign-in link. */
export function requestSignInLink(input: SignInRequest): Promise<SignInResponse> {
  return api<SignInResponse>('/api/auth/sign-in', { method: 'POST', body: input });
}
