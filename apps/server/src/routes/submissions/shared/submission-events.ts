/**
 * The realtime events of the submission workflows (stores, items, projects and articles), raised
 * after the change has committed: the administrators' review queue changed; the author's own
 * submission changed; the author has a new notification about a decision.
 */
import type { SubmissionSummary } from '@tinkerlabs/contract/submissions';
import type { EventBus } from '../../../realtime/event-bus.ts';

type Kind = SubmissionSummary['kind'];

/** A member (or an administrator on their behalf) changed a submission. */
export async function announceSubmissionChange(
  events: EventBus,
  change: { kind: Kind; id: string; authorId: string | null; status: string; queueChanged: boolean },
): Promise<void> {
  if (change.queueChanged) {
    await events.publish({
      channel: 'reviews',
      event: 'queue.changed',
      data: { kind: change.kind, id: change.id },
    });
  }
  if (change.authorId) {
    await events.publish({
      channel: 'me',
      userId: change.authorId,
      event: 'submission.changed',
      data: { kind: change.kind, id: change.id, status: change.status },
    });
  }
}

/** A reviewer approved or rejected a submission; `notificationId` is null when it has no author. */
export async function announceDecision(
  events: EventBus,
  decision: {
    kind: Kind;
    id: string;
    authorId: string | null;
    notificationId: string | null;
    action: 'approved' | 'rejected';
  },
): Promise<void> {
  if (decision.authorId && decision.notificationId) {
    await events.publish({
      channel: 'me',
      userId: decision.authorId,
      event: 'notification.created',
      data: { id: decision.notificationId, kind: decision.kind, action: decision.action },
    });
  }
  await events.publish({
    channel: 'reviews',
    event: 'queue.changed',
    data: { kind: decision.kind, id: decision.id },
  });
}
