/** How a submission's status is worded for members and administrators (badges, filters). */
import type { SubmissionStatus } from '@tinkerlabs/contract/submissions';

export const statusLabels: Record<SubmissionStatus, string> = {
  draft: 'Draft',
  pending: 'Waiting for review',
  approved: 'Published',
  rejected: 'Rejected',
};
