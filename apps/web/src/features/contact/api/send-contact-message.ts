/** POST /api/contact: stores a visitor's message for the administrators. */
import type { ContactRequest, ContactResponse } from '@tinkerlabs/contract/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { idempotencyKeyFor } from '@/lib/idempotency-key.ts';

export const sendContactMessage = (input: ContactRequest) =>
  api<ContactResponse>('/api/contact', {
    method: 'POST',
    body: input,
    idempotencyKey: idempotencyKeyFor('/api/contact', input),
  });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
