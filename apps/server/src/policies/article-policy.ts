/**
 * Who may do what with an article, in one place. Members see and change only their own articles,
 * and only in the states the workflow allows; administrators see everything, edit and delete in any
 * state, and alone review. Someone else's article is "not found" (404), never "forbidden", so its
 * existence is not revealed. A refusal because of the article's state is a 409 (it may become
 * possible: withdraw first) or a 403 (it never will for this member: published articles).
 */
import type { ContentStatus } from '../db/schema.ts';
import type { RequestViewer } from '../http/app-env.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';

export type ArticleAction = 'read' | 'edit' | 'submit' | 'withdraw' | 'delete' | 'review';

export interface ArticleFacts {
  authorId: string | null;
  status: ContentStatus;
}

export const articleNotFound = () => notFound('There is no article with that id among the ones you can see.');

const statusWords: Record<ContentStatus, string> = {
  draft: 'a draft',
  pending: 'waiting for review',
  approved: 'published',
  rejected: 'rejected',
};

/**
 * Throws the refusal, or returns when `viewer` may do `action` to `article`.
 * @example authorizeArticle(viewer, 'edit', row) // 404 not theirs · 409 pending · 403 published
 */
export function authorizeArticle(viewer: RequestViewer, action: ArticleAction, article: ArticleFacts): void {
  const isAdmin = viewer.user.role === 'admin';
  if (!isAdmin && article.authorId !== viewer.user.id) throw articleNotFound();
  const { status } = article;
  switch (action) {
    case 'read':
      return;
    case 'edit':
    case 'delete':
      if (isAdmin || status === 'draft' || status === 'rejected') return;
      if (status === 'pending') {
        throw conflict('This article is waiting for review. Withdraw it first to change or delete it.');
      }
      throw forbidden(
        action === 'edit'
          ? 'This article is published: only an administrator can change it now.'
          : 'This article is published: only an administrator can delete it.',
      );
    case 'submit':
      if (status === 'draft' || status === 'rejected') return;
      throw conflict(`This article is ${statusWords[status]} already, so it cannot be submitted again.`);
    case 'withdraw':
      if (status === 'pending') return;
      throw conflict(
        `Only an article waiting for review can be withdrawn; this one is ${statusWords[status]}.`,
      );
    case 'review':
      if (!isAdmin) throw forbidden('Only administrators may review articles.');
      if (status === 'pending') return;
      throw conflict(
        `Only an article waiting for review can be approved or rejected; this one is ${statusWords[status]}.`,
      );
  }
}
