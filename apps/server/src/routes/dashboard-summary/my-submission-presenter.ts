/**
 * A row of the member's submissions (my-submission-queries.ts) as the contract's SubmissionSummary.
 * Titles, keys and paths come from each kind's own functions, given the row in the shape they read;
 * articles, which are not a submission kind, are shown as their editor and public page name them.
 */
import type { SubmissionSummary } from '@tinkerlabs/contract/submissions';
import { itemKind } from '../submissions/items/item-kind.ts';
import { projectKind } from '../submissions/projects/project-kind.ts';
import type { AnySubmissionKind } from '../submissions/shared/submission-kind.ts';
import { storeKind } from '../submissions/stores/store-kind.ts';
import type { MySubmissionRow } from './my-submission-queries.ts';

type Shown = Pick<SubmissionSummary, 'title' | 'key' | 'editPath'> & { publicPath(): string };

const shownByKind = (spec: AnySubmissionKind, row: object): Shown => ({
  title: spec.titleOf(row),
  key: spec.keyOf(row),
  editPath: spec.memberEditPathOf(row),
  publicPath: () => spec.publicPathOf(row),
});

const shown: Record<SubmissionSummary['kind'], (row: MySubmissionRow) => Shown> = {
  stores: (row) => shownByKind(storeKind, { id: row.id, name: row.title, slug: row.key }),
  items: (row) =>
    shownByKind(itemKind, {
      id: row.id,
      name: row.title,
      uniqueKey: row.key,
      store: { slug: row.storeSlug },
    }),
  projects: (row) => shownByKind(projectKind, { id: row.id, title: row.title, slug: row.key }),
  articles: (row) => ({
    title: row.title.trim() || 'Untitled article',
    key: row.key,
    editPath: `/dashboard/articles/editor?id=${row.id}`,
    publicPath: () => `/articles/${row.key}`,
  }),
};

export function presentMySubmission(row: MySubmissionRow): SubmissionSummary {
  const { title, key, editPath, publicPath } = shown[row.kind](row);
  return {
    kind: row.kind,
    id: row.id,
    title,
    key,
    status: row.status,
    rejectionReason: row.status === 'rejected' ? row.rejectionReason : null,
    version: row.version,
    author: { id: row.authorId, name: row.authorName },
    updatedAt: row.updatedAt.toISOString(),
    publicPath: row.status === 'approved' ? publicPath() : null,
    editPath,
  };
}
