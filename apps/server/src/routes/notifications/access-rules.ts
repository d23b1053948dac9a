/** The authorisation matrix rows of /api/me/notifications: any signed-in member, their own only. */
import type { AccessRule } from '../../testing/access-rule.ts';

export const accessRules: AccessRule[] = [
  {
    method: 'GET',
    route: '/api/me/notifications',
    prepare: async () => ({ path: '/api/me/notifications?unread=true' }),
    expected: { anonymous: 401, owner: 200, otherMember: 200, admin: 200 },
  },
  {
    method: 'POST',
    route: '/api/me/notifications/read',
    prepare: async () => ({ path: '/api/me/notifications/read', body: {} }),
    expected: { anonymous: 401, owner: 204, otherMember: 204, admin: 204 },
  },
];
