/** A stored contact message → the receipt the sender gets (never the stored fields themselves). */
import type { ContactResponse } from '@tinkerlabs/contract/contact';
import type { contactMessages } from '../../db/schema.ts';

export function presentContactReceipt(
  row: Pick<typeof contactMessages.$inferSelect, 'id' | 'createdAt'>,
): ContactResponse {
  return { id: row.id, receivedAt: row.createdAt.toISOString() };
}
