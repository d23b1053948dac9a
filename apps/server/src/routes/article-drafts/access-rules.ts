/**
 * The authorisation matrix rows of /api/me/articles (see testing/access-rule.ts): members reach only
 * their own articles (404 for someone else's); administrators reach every one.
 */
import type { AccessContext, AccessRule } from '../../testing/access-rule.ts';
import { textDoc } from '../../testing/rich-text-docs.ts';

const ownerOnly = (ok: number) => ({ anonymous: 401, owner: ok, otherMember: 404, admin: ok });
const anyMember = (ok: number) => ({ anonymous: 401, owner: ok, otherMember: ok, admin: ok });

/** A fresh article of the owner's, a draft or submitted: its id and version. */
export async function ownersArticle(
  { t, users }: AccessContext,
  state: 'draft' | 'pending',
): Promise<{ id: string; version: number }> {
  const created = await t.call('POST', '/api/me/articles', users.owner.cookie, {
    title: 'Matrix',
    summary: 'S.',
    body: textDoc('x'),
  });
  if (state === 'draft') return { id: created.body.id, version: 1 };
  const submitted = await t.call('POST', `/api/me/articles/${created.body.id}/submit`, users.owner.cookie, {
    baseVersion: 1,
  });
  return { id: created.body.id, version: submitted.body.version };
}

const article =
  (state: 'draft' | 'pending', suffix = '', body?: (version: number) => unknown) =>
  async (context: AccessContext) => {
    const { id, version } = await ownersArticle(context, state);
    return { path: `/api/me/articles/${id}${suffix}`, body: body?.(version) };
  };

export const accessRules: AccessRule[] = [
  {
    method: 'GET',
    route: '/api/me/articles',
    prepare: async () => ({ path: '/api/me/articles' }),
    expected: anyMember(200),
  },
  {
    method: 'POST',
    route: '/api/me/articles',
    prepare: async () => ({ path: '/api/me/articles', body: { body: textDoc('x') } }),
    expected: anyMember(201),
  },
  { method: 'GET', route: '/api/me/articles/:id', prepare: article('draft'), expected: ownerOnly(200) },
  {
    method: 'PATCH',
    route: '/api/me/articles/:id',
    prepare: article('draft', '', (baseVersion) => ({ baseVersion, title: 'T' })),
    expected: ownerOnly(200),
  },
  {
    method: 'POST',
    route: '/api/me/articles/:id/submit',
    prepare: article('draft', '/submit', (baseVersion) => ({ baseVersion })),
    expected: ownerOnly(200),
  },
  {
    method: 'POST',
    route: '/api/me/articles/:id/withdraw',
    prepare: article('pending', '/withdraw', (baseVersion) => ({ baseVersion })),
    expected: ownerOnly(200),
  },
  { method: 'DELETE', route: '/api/me/articles/:id', prepare: article('draft'), expected: ownerOnly(204) },
];
