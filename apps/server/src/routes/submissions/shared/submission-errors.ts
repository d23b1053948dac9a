/** The conflicts of the submission workflow, in the contract's shapes (submissions.ts). */
import { AppError } from '../../../http/errors.ts';
import type { SubmissionNoun } from '../../../policies/submission-policy.ts';
import type { Referrer } from './submission-kind.ts';

/** 409: the record moved on since the client's copy; `current` lets the member or reviewer choose. */
export const staleVersion = (noun: SubmissionNoun, baseVersion: number, current: { version: number }) =>
  new AppError(
    409,
    'conflict',
    `This ${noun} was changed elsewhere (it is at version ${current.version}; your copy is version ${baseVersion}). Nothing was saved: compare it with the current copy and choose which to keep.`,
    undefined,
    { kind: 'stale_version', current },
  );

/** 409: the slug the member typed belongs to another record; `suggestedSlug` is free. */
export const slugTaken = (noun: SubmissionNoun, slug: string, suggestedSlug: string) => {
  const message = `Another ${noun} already uses the slug "${slug}". Choose another, such as "${suggestedSlug}".`;
  return new AppError(409, 'conflict', message, { slug: message }, { kind: 'slug_taken', suggestedSlug });
};

/** 409: another item has this unique key (compared case-insensitively); `holder` names it when it is public. */
export const keyTaken = (uniqueKey: string, holder: string | null) => {
  const which = holder ? `Another item (${holder})` : 'Another item, not yet published,';
  const message = `${which} already has the unique key "${uniqueKey}". Check it is not the same part; otherwise use the store's own SKU.`;
  return new AppError(409, 'conflict', message, { uniqueKey: message }, { kind: 'key_taken' });
};

/** 409: others refer to the record, so it is not deleted (contract `inUseErrorBodySchema`). */
export const inUse = (noun: SubmissionNoun, usedBy: Referrer[]) => {
  const names = usedBy.map((r) => r.title);
  const listed = names.slice(0, 5).join(', ') + (names.length > 5 ? ` and ${names.length - 5} more` : '');
  return new AppError(
    409,
    'conflict',
    `This ${noun} cannot be deleted: ${listed} ${usedBy.length === 1 ? 'refers' : 'refer'} to it. Remove or move those first.`,
    undefined,
    { kind: 'in_use', usedBy },
  );
};
