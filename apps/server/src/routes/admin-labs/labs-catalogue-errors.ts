/** The conflicts of the labs catalogues' admin routes, in the contract's shapes (admin-labs.ts). */
import { AppError, notFound } from '../../http/errors.ts';

export const labsNotFound = (noun: string, slug: string) =>
  notFound(`There is no ${noun} "${slug.slice(0, 100)}" in the catalogue.`);

/** 409: the row changed since the client read it; `current` is the server's copy. */
export const labsStaleVersion = (noun: string, current: Record<string, unknown>) =>
  new AppError(
    409,
    'conflict',
    `This ${noun} was changed by someone else since you opened it. Nothing was saved: reload it to see the current version, then make your changes again.`,
    undefined,
    { kind: 'stale_version', current },
  );

/** 409: another row of the catalogue has the slug. */
export const labsSlugTaken = (noun: string, slug: string) => {
  const message = `Another ${noun} already uses the slug "${slug}". Choose another one.`;
  return new AppError(409, 'conflict', message, { slug: message }, { kind: 'slug_taken' });
};
