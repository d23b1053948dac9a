/**
 * Every article workflow route × (anonymous, the author, another member, an administrator), from one
 * table: each row runs against a fresh article in the state the route needs, through the real app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textDoc } from '../testing/rich-text-docs.ts';
import { adminEmail, openSignedInApp, type SignedInApp } from '../testing/signed-in-app.ts';

type Actor = 'anonymous' | 'author' | 'other member' | 'admin';
type Setup = 'none' | 'draft' | 'pending';
interface Route {
  method: string;
  path: string; // :id is replaced by the fresh article's id
  setup: Setup;
  body?: (version: number) => unknown;
  expected: Record<Actor, number>;
}

const version = (v: number) => ({ baseVersion: v });
const routes: Route[] = [
  {
    method: 'GET',
    path: '/api/me/articles',
    setup: 'none',
    expected: { anonymous: 401, author: 200, 'other member': 200, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/me/articles',
    setup: 'none',
    body: () => ({ body: textDoc('x') }),
    expected: { anonymous: 401, author: 201, 'other member': 201, admin: 201 },
  },
  {
    method: 'GET',
    path: '/api/me/articles/:id',
    setup: 'draft',
    expected: { anonymous: 401, author: 200, 'other member': 404, admin: 200 },
  },
  {
    method: 'PATCH',
    path: '/api/me/articles/:id',
    setup: 'draft',
    body: (v) => ({ ...version(v), title: 'T' }),
    expected: { anonymous: 401, author: 200, 'other member': 404, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/me/articles/:id/submit',
    setup: 'draft',
    body: version,
    expected: { anonymous: 401, author: 200, 'other member': 404, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/me/articles/:id/withdraw',
    setup: 'pending',
    body: version,
    expected: { anonymous: 401, author: 200, 'other member': 404, admin: 200 },
  },
  {
    method: 'DELETE',
    path: '/api/me/articles/:id',
    setup: 'draft',
    expected: { anonymous: 401, author: 204, 'other member': 404, admin: 204 },
  },
  {
    method: 'GET',
    path: '/api/review/articles',
    setup: 'none',
    expected: { anonymous: 401, author: 403, 'other member': 403, admin: 200 },
  },
  {
    method: 'GET',
    path: '/api/review/articles/:id',
    setup: 'pending',
    expected: { anonymous: 401, author: 403, 'other member': 403, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/review/articles/:id/approve',
    setup: 'pending',
    body: version,
    expected: { anonymous: 401, author: 403, 'other member': 403, admin: 200 },
  },
  {
    method: 'POST',
    path: '/api/review/articles/:id/reject',
    setup: 'pending',
    body: (v) => ({ ...version(v), reason: 'No.' }),
    expected: { anonymous: 401, author: 403, 'other member': 403, admin: 200 },
  },
];

const actors: Actor[] = ['anonymous', 'author', 'other member', 'admin'];
const cases = routes.flatMap((route) =>
  actors.map((actor) => [`${route.method} ${route.path}`, actor, route.expected[actor], route] as const),
);

let t: SignedInApp;
const cookies = {} as Record<Actor, string | null>;

beforeAll(async () => {
  t = await openSignedInApp();
  cookies.anonymous = null;
  cookies.author = await t.signIn('author@example.org');
  cookies['other member'] = await t.signIn('other@example.org');
  cookies.admin = await t.signIn(adminEmail);
});
afterAll(() => t?.close());

/** A fresh article of the author's in the state `setup` asks for: [id, version]. */
async function articleFor(setup: Setup): Promise<[string, number]> {
  if (setup === 'none') return ['', 0];
  const created = await t.call('POST', '/api/me/articles', cookies.author, {
    title: 'Matrix',
    summary: 'S.',
    body: textDoc('x'),
  });
  if (setup === 'draft') return [created.body.id, 1];
  const submitted = await t.call(
    'POST',
    `/api/me/articles/${created.body.id}/submit`,
    cookies.author,
    version(1),
  );
  return [created.body.id, submitted.body.version];
}

describe('who may use the article routes', () => {
  it.each(cases)('%s as %s → %i', async (_name, actor, expected, route) => {
    const [id, v] = await articleFor(route.setup);
    const response = await t.call(
      route.method,
      route.path.replace(':id', id),
      cookies[actor],
      route.body?.(v),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(expected);
  });

  it('covers every article route of the app', () => {
    const mounted = t.app.routes
      .filter((r) => /^\/api\/(me|review)\/articles/.test(r.path) && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path.replace(/\/$/, '')}`);
    expect(new Set(mounted)).toEqual(new Set(routes.map((r) => `${r.method} ${r.path}`)));
  });
});
