/** The authorisation matrix rows of /api/admin/users: administrators only. */
import type { AccessRule } from '../../testing/access-rule.ts';

let targets = 0;

export const accessRules: AccessRule[] = [
  {
    method: 'GET',
    route: '/api/admin/users',
    prepare: async () => ({ path: '/api/admin/users' }),
    expected: { anonymous: 401, owner: 403, otherMember: 403, admin: 200 },
  },
  {
    method: 'DELETE',
    route: '/api/admin/users/:id/sessions',
    // A member of its own for every caller, so that no caller's sessions end mid-matrix.
    prepare: async ({ t }) => {
      const cookie = await t.signIn(`session-target-${++targets}@example.org`);
      const { body } = await t.call('GET', '/api/auth/session', cookie);
      return { path: `/api/admin/users/${body.viewer.user.id}/sessions` };
    },
    expected: { anonymous: 401, owner: 403, otherMember: 403, admin: 200 },
  },
];
