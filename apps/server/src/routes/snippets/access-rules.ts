/**
 * The authorisation matrix rows of /api/me/snippets (see testing/access-rule.ts): members reach only
 * their own snippets (404 for someone else's); administrators reach every one.
 */
import type { AccessContext, AccessRule } from '../../testing/access-rule.ts';

const ownerOnly = (ok: number) => ({ anonymous: 401, owner: ok, otherMember: 404, admin: ok });
const anyMember = (ok: number) => ({ anonymous: 401, owner: ok, otherMember: ok, admin: ok });

const snippet = { lab: 'python', name: 'Matrix', code: 'print("matrix")' };

const ownersSnippet =
  (body?: unknown) =>
  async ({ t, users }: AccessContext) => {
    const created = await t.call('POST', '/api/me/snippets', users.owner.cookie, snippet);
    return { path: `/api/me/snippets/${created.body.id}`, body };
  };

export const accessRules: AccessRule[] = [
  {
    method: 'GET',
    route: '/api/me/snippets',
    prepare: async () => ({ path: '/api/me/snippets?lab=python' }),
    expected: anyMember(200),
  },
  {
    method: 'POST',
    route: '/api/me/snippets',
    prepare: async () => ({ path: '/api/me/snippets', body: snippet }),
    expected: anyMember(201),
  },
  { method: 'GET', route: '/api/me/snippets/:id', prepare: ownersSnippet(), expected: ownerOnly(200) },
  {
    method: 'PATCH',
    route: '/api/me/snippets/:id',
    prepare: ownersSnippet({ name: 'Renamed' }),
    expected: ownerOnly(200),
  },
  { method: 'DELETE', route: '/api/me/snippets/:id', prepare: ownersSnippet(), expected: ownerOnly(204) },
];
