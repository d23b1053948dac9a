/** The authorisation matrix rows of /api/admin/users: administrators only. */
import type { AccessRule } from '../../testing/access-rule.ts';

export const accessRules: AccessRule[] = [
  {
    method: 'GET',
    route: '/api/admin/users',
    prepare: async () => ({ path: '/api/admin/users' }),
    expected: { anonymous: 401, owner: 403, otherMember: 403, admin: 200 },
  },
];
