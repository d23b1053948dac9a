/** The errors of resource management, in the contract's shapes (admin-resources.ts). */
import type { AdminResource } from '@tinkerlabs/contract/admin-resources';
import { AppError, notFound } from '../../http/errors.ts';

export const resourceNotFound = () => notFound('There is no such resource: it may have been deleted.');

/** 409: the resource changed since the administrator's copy; `current` lets them compare. */
export const staleResource = (current: AdminResource) =>
  new AppError(
    409,
    'conflict',
    `This resource was changed elsewhere (saved ${current.updatedAt}). Nothing was saved: compare it with the current copy and choose which to keep.`,
    undefined,
    { kind: 'stale_version', current },
  );

/** 409: another resource has the slug; `suggestedSlug` is free. */
export const resourceSlugTaken = (slug: string, suggestedSlug: string) => {
  const message = `Another resource already uses the address /resources/${slug}. Choose another slug, such as "${suggestedSlug}".`;
  return new AppError(409, 'conflict', message, { slug: message }, { kind: 'slug_taken', suggestedSlug });
};
