/**
 * The recorded history of anything members submit or administrators edit: one entry per step (who,
 * when, what; for edits, which fields changed), oldest first. Shown on every dashboard record.
 */
import { z } from 'zod';
import { authorSchema } from './authors.ts';

export const historyActions = [
  'created',
  'submitted',
  'withdrawn',
  'approved',
  'rejected',
  'edited',
  'deleted',
] as const;
export type HistoryAction = (typeof historyActions)[number];

export const historyEntrySchema = z.object({
  action: z.enum(historyActions),
  at: z.string(),
  actor: authorSchema,
  /** The rejection reason, for 'rejected'. */
  reason: z.string().nullable(),
  /** For 'edited' (and 'created'): the fields that changed, as the API names them. */
  changedFields: z.array(z.string()),
  /** The record's version after the step. */
  version: z.number().int(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
