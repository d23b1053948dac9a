/**
 * The administrators' inbox of contact messages (administrators only; 401 / 403 otherwise):
 *   GET   /api/admin/messages?filter=inbox|unread|archived&q=&page=&pageSize=
 *         → AdminMessageListResponse (newest first; `unread` counts unread messages in the inbox)
 *   PATCH /api/admin/messages/{id}  UpdateAdminMessageRequest → AdminMessage
 * `inbox` is every message not archived, `unread` the unread ones among them, `archived` the rest.
 * `q` matches the sender's name or address, the subject and the text. Each change raises
 * `message.changed` on the `messages` channel; a new contact message raises `message.created`.
 */
import { z } from 'zod';
import { pageQueryShape, pageSchema } from './pagination.ts';
import { enumParam, textParam } from './query-params.ts';

export const messageFilters = ['inbox', 'unread', 'archived'] as const;
export type MessageFilter = (typeof messageFilters)[number];

export const adminMessageListQuerySchema = z.object({
  ...pageQueryShape,
  filter: enumParam('filter', messageFilters),
  q: textParam('q', { max: 200 }),
});
export type AdminMessageListQuery = z.input<typeof adminMessageListQuerySchema>;

export const adminMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  /** When an administrator opened it; null while unread. */
  readAt: z.string().nullable(),
  /** When it was archived; null while in the inbox. */
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMessage = z.infer<typeof adminMessageSchema>;

export const adminMessageListResponseSchema = pageSchema(adminMessageSchema).extend({
  /** Unread messages in the inbox, whatever the filter and search. */
  unread: z.number().int().min(0),
});
export type AdminMessageListResponse = z.infer<typeof adminMessageListResponseSchema>;

export const updateAdminMessageRequestSchema = z
  .object({
    read: z.boolean({ error: 'read must be true or false.' }).optional(),
    archived: z.boolean({ error: 'archived must be true or false.' }).optional(),
  })
  .refine((change) => change.read !== undefined || change.archived !== undefined, {
    message: 'Say what to change: read, archived or both.',
  });
export type UpdateAdminMessageRequest = z.input<typeof updateAdminMessageRequestSchema>;
