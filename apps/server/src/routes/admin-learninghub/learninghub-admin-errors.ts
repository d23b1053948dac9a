/** The refusals of learning-hub administration, with the messages the dashboard shows. */
import type { AdminDomain, AdminTopic } from '@tinkerlabs/contract/admin-learninghub';
import { isUniqueViolation } from '../../db/queries/unique-violation.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';

export const domainNotFound = () =>
  notFound('There is no such learning-hub domain: it may have been deleted.');
export const topicNotFound = () => notFound('There is no such lesson: it may have been deleted.');

/** 409: the record changed since the client read it; `current` is the server's copy. */
export const staleDomain = (current: AdminDomain) =>
  new AppError(
    409,
    'conflict',
    `The domain "${current.title}" was changed elsewhere since you opened it. Nothing was saved: review the current copy and try again.`,
    undefined,
    { kind: 'stale', current },
  );

export const staleTopic = (current: AdminTopic) =>
  new AppError(
    409,
    'conflict',
    `The lesson "${current.title}" was changed elsewhere since you opened it. Nothing was saved: compare it with the current copy and choose which to keep.`,
    undefined,
    { kind: 'stale', current },
  );

/** 409: a typed slug is taken within its scope; `suggestedSlug` is free. */
export const slugTaken = (where: string, suggestedSlug: string) => {
  const message = `The address ${where} is already in use. Choose another slug, such as "${suggestedSlug}".`;
  return new AppError(409, 'conflict', message, { slug: message }, { kind: 'slug_taken', suggestedSlug });
};

export const domainHasTopics = (title: string, topicCount: number) =>
  conflict(
    `The domain "${title}" still has ${topicCount} ${topicCount === 1 ? 'lesson' : 'lessons'}. Move them to another domain or delete them first.`,
  );

/**
 * Runs a write that sets a slug. Another write may take the same slug between the check and the
 * write; the unique index lets one win and the other is told to choose again.
 */
export async function guardSlugRace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const message = 'Someone else took this address a moment ago. Choose another slug.';
    throw new AppError(409, 'conflict', message, { slug: message }, { kind: 'slug_taken' });
  }
}
