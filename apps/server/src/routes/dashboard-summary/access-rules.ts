/** The authorisation matrix rows of the dashboard overview: own submissions for members, counts for administrators. */
import type { AccessRule } from '../../testing/access-rule.ts';

export const accessRules: AccessRule[] = [
  {
    method: 'GET',
    route: '/api/me/submissions',
    prepare: async () => ({ path: '/api/me/submissions' }),
    expected: { anonymous: 401, owner: 200, otherMember: 200, admin: 200 },
  },
  {
    method: 'GET',
    route: '/api/admin/pending-counts',
    prepare: async () => ({ path: '/api/admin/pending-counts' }),
    expected: { anonymous: 401, owner: 403, otherMember: 403, admin: 200 },
  },
];
