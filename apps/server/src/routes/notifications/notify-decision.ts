/**
 * Writes the notification that tells an author about a review decision, in the decision's own
 * transaction (so there is never a decision without its notification, nor the reverse).
 */
import type { Notification } from '@tinkerlabs/contract/submissions';
import type { Database } from '../../db/client.ts';
import { notifications, type ReviewContentType } from '../../db/schema.ts';

/** The contract's kind of each moderated content type that notifies. */
export const notificationKinds = {
  article: 'articles',
  store: 'stores',
  storeItem: 'items',
  project: 'projects',
} as const satisfies Partial<Record<ReviewContentType, Notification['kind']>>;

export type NotifyingContentType = keyof typeof notificationKinds;

export interface Decision {
  /** The author; no notification without one (seeded content). */
  userId: string | null;
  contentType: NotifyingContentType;
  contentId: string;
  action: 'approved' | 'rejected';
  title: string;
  reason: string | null;
  /** The public page once approved, the author's edit page otherwise. */
  link: string;
}

/**
 * @example const id = await notifyDecision(tx, { userId, contentType: 'store', contentId, action: 'approved', title, reason: null, link: '/stores/x' })
 * @returns the notification's id, or null when there is no author to tell.
 */
export async function notifyDecision(tx: Database, decision: Decision): Promise<string | null> {
  if (!decision.userId) return null;
  const [row] = await tx
    .insert(notifications)
    .values({
      userId: decision.userId,
      contentType: decision.contentType,
      contentId: decision.contentId,
      action: decision.action,
      title: decision.title,
      reason: decision.action === 'rejected' ? decision.reason : null,
      link: decision.link,
    })
    .returning({ id: notifications.id });
  return row!.id;
}
