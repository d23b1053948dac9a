/**
 * Who may do what with a submitted store, item or project, in one place (articles have their own
 * policy in article-policy.ts). Members see and change only their own submissions, and only in the
 * states the workflow allows; administrators see and change everything and alone review. Someone
 * else's submission is "not found" (404), never "forbidden", so its existence is not revealed. An
 * approved submission is 403 for its author (only an administrator changes it now); an action the
 * state does not allow yet is 409 (it may become possible, e.g. withdraw first).
 */
import type { ContentStatus } from '../db/schema.ts';
import type { RequestViewer } from '../http/app-env.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';

export type SubmissionAction = 'read' | 'edit' | 'submit' | 'withdraw' | 'delete' | 'review';

/** The words a message uses for the kind: 'store', 'item', 'project'. */
export type SubmissionNoun = 'store' | 'item' | 'project';

export interface SubmissionFacts {
  authorId: string | null;
  status: ContentStatus;
}

export const submissionNotFound = (noun: SubmissionNoun) =>
  notFound(`There is no ${noun} with that id among the ones you can see.`);

const statusWords: Record<ContentStatus, string> = {
  draft: 'a draft',
  pending: 'waiting for review',
  approved: 'approved',
  rejected: 'rejected',
};

/**
 * Throws the refusal, or returns when `viewer` may do `action` to `record`.
 * @example authorizeSubmission(viewer, 'edit', row, 'store') // 404 not theirs · 403 approved
 */
export function authorizeSubmission(
  viewer: RequestViewer,
  action: SubmissionAction,
  record: SubmissionFacts,
  noun: SubmissionNoun,
): void {
  const isAdmin = viewer.user.role === 'admin';
  if (action === 'review') {
    if (!isAdmin) throw forbidden(`Only administrators may review ${noun}s.`);
    if (record.status === 'pending') return;
    throw conflict(
      `Only a ${noun} waiting for review can be approved or rejected; this one is ${statusWords[record.status]}.`,
    );
  }
  if (!isAdmin && record.authorId !== viewer.user.id) throw submissionNotFound(noun);
  if (action === 'read') return;
  const { status } = record;
  if (status === 'approved' && !isAdmin) {
    throw forbidden(
      action === 'delete'
        ? `This ${noun} is approved: only an administrator can delete it now.`
        : `This ${noun} is approved: only an administrator can change it now.`,
    );
  }
  switch (action) {
    case 'edit':
    case 'delete':
      return;
    case 'submit':
      if (status === 'draft' || status === 'rejected') return;
      throw conflict(`This ${noun} is ${statusWords[status]} already, so it cannot be submitted again.`);
    case 'withdraw':
      if (status === 'pending') return;
      throw conflict(
        `Only a ${noun} waiting for review can be withdrawn; this one is ${statusWords[status]}.`,
      );
  }
}
