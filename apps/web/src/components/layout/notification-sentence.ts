/** The one sentence a member reads about a decision on their submission (toast and lists alike). */
import type { Notification } from '@tinkerlabs/contract/submissions';

const kindNames: Record<Notification['kind'], string> = {
  stores: 'store',
  items: 'item',
  projects: 'project',
  articles: 'article',
};

/** @example notificationSentence(n) === 'Your store “Ada’s Parts” was rejected: Add a website.' */
export function notificationSentence(
  notification: Pick<Notification, 'kind' | 'title' | 'action' | 'reason'>,
) {
  const subject = `Your ${kindNames[notification.kind]} “${notification.title}”`;
  if (notification.action === 'approved') return `${subject} was approved.`;
  return notification.reason ? `${subject} was rejected: ${notification.reason}` : `${subject} was rejected.`;
}
