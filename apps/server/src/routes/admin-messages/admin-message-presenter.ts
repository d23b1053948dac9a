/** Contact message rows → the administrators' view (the sender's address hash never leaves the server). */
import type { AdminMessage } from '@tinkerlabs/contract/admin-messages';
import type { ContactMessageRow } from './admin-message-queries.ts';

export function presentAdminMessage(row: ContactMessageRow): AdminMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    readAt: row.readAt?.toISOString() ?? null,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
