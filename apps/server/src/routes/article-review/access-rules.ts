/** The authorisation matrix rows of /api/review/articles: administrators only (see testing/access-rule.ts). */
import type { AccessContext, AccessRule } from '../../testing/access-rule.ts';
import { ownersArticle } from '../article-drafts/access-rules.ts';

const adminsOnly = { anonymous: 401, owner: 403, otherMember: 403, admin: 200 };

const pending = (suffix: string, body?: (version: number) => unknown) => async (context: AccessContext) => {
  const { id, version } = await ownersArticle(context, 'pending');
  return { path: `/api/review/articles/${id}${suffix}`, body: body?.(version) };
};

export const accessRules: AccessRule[] = [
  {
    method: 'GET',
    route: '/api/review/articles',
    prepare: async () => ({ path: '/api/review/articles' }),
    expected: adminsOnly,
  },
  { method: 'GET', route: '/api/review/articles/:id', prepare: pending(''), expected: adminsOnly },
  {
    method: 'POST',
    route: '/api/review/articles/:id/approve',
    prepare: pending('/approve', (baseVersion) => ({ baseVersion })),
    expected: adminsOnly,
  },
  {
    method: 'POST',
    route: '/api/review/articles/:id/reject',
    prepare: pending('/reject', (baseVersion) => ({ baseVersion, reason: 'No.' })),
    expected: adminsOnly,
  },
];
