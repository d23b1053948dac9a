/** An article's workflow status as a small coloured label. */
import type { ArticleStatus } from '@tinkerlabs/contract/article-drafts';

const looks: Record<ArticleStatus, { label: string; className: string }> = {
  draft: {
    label: 'Draft',
    className: 'bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-100',
  },
  pending: {
    label: 'Pending review',
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  },
  approved: {
    label: 'Published',
    className: 'bg-green-100 text-green-900 dark:bg-green-900 dark:text-green-100',
  },
  rejected: { label: 'Returned', className: 'bg-red-100 text-red-900 dark:bg-red-900 dark:text-red-100' },
};

export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  const look = looks[status];
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${look.className}`}>{look.label}</span>
  );
}
