/** The two conflicts of the article workflow, in the contract's shapes (article-drafts.ts). */
import type { ArticleDraft } from '@tinkerlabs/contract/article-drafts';
import { AppError } from '../../http/errors.ts';

/** 409: the article moved on since the client's copy; `current` lets the author choose. */
export const staleVersion = (baseVersion: number, current: ArticleDraft) =>
  new AppError(
    409,
    'conflict',
    `This article was changed elsewhere (it is at version ${current.version}; your copy is version ${baseVersion}). Nothing was saved: compare it with the current copy and choose which to keep.`,
    undefined,
    { kind: 'stale_version', current },
  );

/** 409: the slug the author typed belongs to another article; `suggestedSlug` is free. */
export const slugTaken = (slug: string, suggestedSlug: string) => {
  const message = `Another article already uses the address /articles/${slug}. Choose another slug, such as "${suggestedSlug}".`;
  return new AppError(409, 'conflict', message, { slug: message }, { kind: 'slug_taken', suggestedSlug });
};
