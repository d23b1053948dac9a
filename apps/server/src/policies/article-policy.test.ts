import { describe, expect, it } from 'vitest';
import type { ContentStatus } from '../db/schema.ts';
import type { RequestViewer } from '../http/app-env.ts';
import { AppError } from '../http/errors.ts';
import { authorizeArticle, type ArticleAction } from './article-policy.ts';

const viewer = (id: string, role: 'user' | 'admin'): RequestViewer => ({
  user: { id, email: `${id}@example.org`, role },
  session: { id: 's', token: 't', expiresAt: new Date() },
});
const author = viewer('author', 'user');
const other = viewer('other', 'user');
const admin = viewer('admin', 'admin');

/** The status the policy answers with (200: allowed). */
function verdict(who: RequestViewer, action: ArticleAction, status: ContentStatus): number {
  try {
    authorizeArticle(who, action, { authorId: 'author', status });
    return 200;
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

// Columns: draft, pending, approved, rejected.
const table: Array<[string, ArticleAction, RequestViewer, [number, number, number, number]]> = [
  ['author', 'read', author, [200, 200, 200, 200]],
  ['author', 'edit', author, [200, 409, 403, 200]],
  ['author', 'submit', author, [200, 409, 409, 200]],
  ['author', 'withdraw', author, [409, 200, 409, 409]],
  ['author', 'delete', author, [200, 409, 403, 200]],
  ['author', 'review', author, [403, 403, 403, 403]],
  ['another member', 'read', other, [404, 404, 404, 404]],
  ['another member', 'edit', other, [404, 404, 404, 404]],
  ['another member', 'submit', other, [404, 404, 404, 404]],
  ['another member', 'withdraw', other, [404, 404, 404, 404]],
  ['another member', 'delete', other, [404, 404, 404, 404]],
  ['another member', 'review', other, [404, 404, 404, 404]],
  ['an administrator', 'read', admin, [200, 200, 200, 200]],
  ['an administrator', 'edit', admin, [200, 200, 200, 200]],
  ['an administrator', 'submit', admin, [200, 409, 409, 200]],
  ['an administrator', 'withdraw', admin, [409, 200, 409, 409]],
  ['an administrator', 'delete', admin, [200, 200, 200, 200]],
  ['an administrator', 'review', admin, [409, 200, 409, 409]],
];

describe('authorizeArticle', () => {
  it.each(table)('%s, %s: draft, pending, approved, rejected', (_label, action, who, expected) => {
    const statuses: ContentStatus[] = ['draft', 'pending', 'approved', 'rejected'];
    expect(statuses.map((status) => verdict(who, action, status))).toEqual(expected);
  });

  it("does not reveal someone else's article: the same 404 as a missing one", () => {
    expect(() => authorizeArticle(other, 'read', { authorId: 'author', status: 'approved' })).toThrow(
      'There is no article with that id among the ones you can see.',
    );
  });

  it('treats a seeded article (no author) as nobody’s but the administrators’', () => {
    expect(() => authorizeArticle(author, 'read', { authorId: null, status: 'draft' })).toThrow(/no article/);
    expect(() => authorizeArticle(admin, 'edit', { authorId: null, status: 'approved' })).not.toThrow();
  });
});
