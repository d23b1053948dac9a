/**
 * The review history of one generated piece of member content, as the app's write paths leave it:
 * the moderation columns of the row, its `review_events` (submitted, withdrawn, approved, rejected,
 * an administrator's later edit) with the version each step produced, and the `notifications` its
 * author got for each decision. Articles start as drafts that autosaves bump; stores, items and
 * projects are submitted when created (version 1), as their routes do.
 */
import type { ContentStatus, notifications, reviewEvents } from '../schema.ts';
import type { NotifyingContentType } from '../../routes/notifications/notify-decision.ts';
import type { Member } from './members.ts';
import { between, chance, pick, uuid, type Random } from './seeded-values.ts';
import { dayMs, hourMs, seedLargeNow, timeAfter } from './timeline.ts';

export type ReviewEventRow = typeof reviewEvents.$inferInsert;
export type NotificationRow = typeof notifications.$inferInsert;

export interface Reviewed {
  contentType: NotifyingContentType;
  id: string;
  title: string;
  author: Member;
  createdAt: Date;
  status: ContentStatus;
  /** Articles start as drafts; the other kinds are submitted when created. */
  startsAsDraft: boolean;
  publicPath: string;
  memberEditPath: string;
}

export interface ReviewOutcome {
  columns: {
    authorName: string;
    status: ContentStatus;
    rejectionReason: string | null;
    reviewerId: string | null;
    reviewedAt: Date | null;
    version: number;
    createdAt: Date;
    updatedAt: Date;
    publishedAt: Date | null;
  };
  events: ReviewEventRow[];
  notifications: NotificationRow[];
}

export const rejectionReasons = [
  'Please add a wiring diagram or describe the connections in the text.',
  'The summary does not say what the reader will learn. Rewrite it in one or two sentences.',
  'Large parts of this repeat an article we already publish; link to it and keep what is new.',
  'The code does not compile as shown. Check the missing declarations and try again.',
  'Cite the datasheet for the limits you quote.',
  'This reads as an advertisement. Keep the focus on the technique.',
] as const;

/** The steps that lead to `item.status`, written as the routes write them. */
export function reviewHistory(random: Random, item: Reviewed, admins: readonly Member[]): ReviewOutcome {
  const trail = new ReviewTrail(random, item, admins);
  trail.autosaves();
  if (item.status === 'draft') {
    // Stores, items and projects are submitted when created: a draft is one withdrawn since.
    if (!item.startsAsDraft || chance(random, 0.15)) {
      trail.submit();
      trail.withdraw();
      trail.autosaves();
    }
    return trail.outcome();
  }
  trail.submit();
  // Some were sent back once before reaching their current state.
  if (item.status !== 'rejected' && chance(random, 0.12)) {
    trail.decide('rejected');
    trail.autosaves();
    trail.submit();
  }
  if (item.status === 'approved' || item.status === 'rejected') trail.decide(item.status);
  if (item.status === 'approved' && chance(random, 0.04)) trail.editPublished();
  return trail.outcome();
}

/** The row's review state as the steps so far left it. */
class ReviewTrail {
  private events: ReviewEventRow[] = [];
  private notifications: NotificationRow[] = [];
  private version = 1;
  private at: Date;
  private reviewer: Member | null = null;
  private reviewedAt: Date | null = null;
  private rejectionReason: string | null = null;
  private publishedAt: Date | null = null;

  constructor(
    private readonly random: Random,
    private readonly item: Reviewed,
    private readonly admins: readonly Member[],
  ) {
    this.at = item.createdAt;
  }

  /** An article's editor saves as the author types; every save is a version. */
  autosaves() {
    if (this.item.startsAsDraft) this.version += between(this.random, 0, 12);
  }

  submit() {
    // Creating a store, item or project submits it at version 1; later submissions are changes.
    if (this.item.startsAsDraft || this.events.length > 0) this.change(10 * dayMs);
    this.rejectionReason = null;
    this.step('submitted', this.item.author);
  }

  withdraw() {
    this.change(3 * dayMs);
    this.step('withdrawn', this.item.author);
  }

  decide(action: 'approved' | 'rejected') {
    const reviewer = pick(this.random, this.admins);
    this.change(4 * dayMs);
    this.reviewer = reviewer;
    this.reviewedAt = this.at;
    this.rejectionReason = action === 'rejected' ? pick(this.random, rejectionReasons) : null;
    if (action === 'approved') this.publishedAt ??= this.at;
    this.step(action, reviewer, this.rejectionReason);
    this.notifications.push(notification(this.random, this.item, action, this.at, this.rejectionReason));
  }

  /** An administrator's later correction of published content. */
  editPublished() {
    this.change(60 * dayMs);
    this.step('edited', pick(this.random, this.admins));
  }

  outcome(): ReviewOutcome {
    const { item } = this;
    return {
      columns: {
        authorName: item.author.displayName,
        status: item.status,
        rejectionReason: item.status === 'rejected' ? this.rejectionReason : null,
        reviewerId: this.reviewer?.id ?? null,
        reviewedAt: this.reviewedAt,
        version: this.version,
        createdAt: item.createdAt,
        updatedAt: this.at,
        publishedAt: item.status === 'approved' ? this.publishedAt : null,
      },
      events: this.events,
      notifications: this.notifications,
    };
  }

  /** A new version, up to `maxMs` after the last step. */
  private change(maxMs: number) {
    this.at = timeAfter(this.random, this.at, maxMs);
    this.version++;
  }

  private step(action: ReviewEventRow['action'], actor: Member, reason: string | null = null) {
    this.events.push({
      id: uuid(this.random),
      contentType: this.item.contentType,
      contentId: this.item.id,
      action,
      actorId: actor.id,
      actorName: actor.displayName,
      reason,
      changedFields: action === 'edited' ? ['body'] : [],
      version: this.version,
      createdAt: this.at,
    });
  }
}

function notification(
  random: Random,
  item: Reviewed,
  action: 'approved' | 'rejected',
  at: Date,
  reason: string | null,
): NotificationRow {
  // Most members read what they are told within a couple of weeks.
  const old = seedLargeNow.getTime() - at.getTime() > 14 * dayMs;
  return {
    id: uuid(random),
    userId: item.author.id,
    contentType: item.contentType,
    contentId: item.id,
    action,
    title: item.title.trim() || 'Untitled article',
    reason: action === 'rejected' ? reason : null,
    link: action === 'approved' ? item.publicPath : item.memberEditPath,
    readAt: chance(random, old ? 0.85 : 0.3) ? timeAfter(random, at, 3 * 24 * hourMs) : null,
    createdAt: at,
  };
}
