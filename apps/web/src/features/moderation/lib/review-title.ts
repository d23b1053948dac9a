/** What a submission in a review queue is called: a project's title, a store's or an item's name. */
import type { SubmissionKind } from '@tinkerlabs/contract/submissions';
import type { ReviewItemOf } from '../api/review-queue-query.ts';

export const reviewTitleOf = (item: ReviewItemOf<SubmissionKind>) =>
  'title' in item ? item.title : item.name;
