/**
 * The authorisation matrix rows of /api/me/progress (see testing/access-rule.ts): every member
 * (administrators included) reads, merges and clears only their own progress; there is no id to
 * reach someone else's by, so the owner, another member and an administrator all succeed on their own.
 */
import type { AccessRule } from '../../testing/access-rule.ts';

const anyMember = (ok: number) => ({ anonymous: 401, owner: ok, otherMember: ok, admin: ok });

const records = [
  {
    page: '/learninghub/robotics-fundamentals/forward-kinematics',
    exerciseId: 'two-link-reach',
    attempts: 2,
    completedAt: '2026-01-05T10:00:00.000Z',
  },
];

export const accessRules: AccessRule[] = [
  {
    method: 'GET',
    route: '/api/me/progress',
    prepare: async () => ({ path: '/api/me/progress' }),
    expected: anyMember(200),
  },
  {
    method: 'PUT',
    route: '/api/me/progress',
    prepare: async () => ({ path: '/api/me/progress', body: { records } }),
    expected: anyMember(200),
  },
  {
    method: 'DELETE',
    route: '/api/me/progress',
    prepare: async () => ({ path: `/api/me/progress?page=${encodeURIComponent(records[0]!.page)}` }),
    expected: anyMember(204),
  },
];
