import { describe, expect, it } from 'vitest';
import type { ContentStatus } from '../db/schema.ts';
import type { RequestViewer } from '../http/app-env.ts';
import { AppError } from '../http/errors.ts';
import { authorizeSubmission, type SubmissionAction } from './submission-policy.ts';

const viewer = (id: string, role: 'user' | 'admin'): RequestViewer => ({
  user: { id, email: `${id}@example.org`, role },
  session: { id: 's', token: 't', expiresAt: new Date() },
});
const author = viewer('author', 'user');
const other = viewer('other', 'user');
const admin = viewer('admin', 'admin');

/** The status the policy answers with (200: allowed). */
function verdict(who: RequestViewer, action: SubmissionAction, status: ContentStatus): number {
  try {
    authorizeSubmission(who, action, { authorId: 'author', status }, 'store');
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

const statuses: ContentStatus[] = ['draft', 'pending', 'approved', 'rejected'];

// Columns: draft, pending, approved, rejected.
const table: Array<[string, SubmissionAction, RequestViewer, [number, number, number, number]]> = [
  ['author', 'read', author, [200, 200, 200, 200]],
  ['author', 'edit', author, [200, 200, 403, 200]],
  ['author', 'withdraw', author, [409, 200, 403, 409]],
  ['author', 'submit', author, [200, 409, 403, 200]],
  ['author', 'delete', author, [200, 200, 403, 200]],
  ['author', 'review', author, [403, 403, 403, 403]],
  ['another member', 'read', other, [404, 404, 404, 404]],
  ['another member', 'edit', other, [404, 404, 404, 404]],
  ['another member', 'delete', other, [404, 404, 404, 404]],
  ['another member', 'review', other, [403, 403, 403, 403]],
  ['an administrator', 'read', admin, [200, 200, 200, 200]],
  ['an administrator', 'edit', admin, [200, 200, 200, 200]],
  ['an administrator', 'delete', admin, [200, 200, 200, 200]],
  ['an administrator', 'withdraw', admin, [409, 200, 409, 409]],
  ['an administrator', 'submit', admin, [200, 409, 409, 200]],
  ['an administrator', 'review', admin, [409, 200, 409, 409]],
];

describe('the submission policy', () => {
  it.each(table)(
    '%s may %s a submission in each state as the contract says',
    (_who, action, who, expected) => {
      expect(statuses.map((status) => verdict(who, action, status))).toEqual(expected);
    },
  );

  it('says why, naming the kind', () => {
    expect(() =>
      authorizeSubmission(author, 'edit', { authorId: 'author', status: 'approved' }, 'project'),
    ).toThrow('This project is approved: only an administrator can change it now.');
    expect(() => authorizeSubmission(other, 'read', { authorId: 'author', status: 'draft' }, 'item')).toThrow(
      'There is no item with that id among the ones you can see.',
    );
  });
});
