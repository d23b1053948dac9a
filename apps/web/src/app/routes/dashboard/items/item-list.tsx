/** /dashboard/items (administrators): every item, whatever its status, to search, filter and edit. */
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta.tsx';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { ManagementList } from '@/features/moderation/components/management-list.tsx';

export function Component() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageMeta title="Manage Items" description="Every item with its status." noIndex />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">Manage Items</h1>
        <Link to="/dashboard/items/review" className={secondaryButtonClass}>
          Review queue
        </Link>
      </div>
      <ManagementList kind="items" />
    </div>
  );
}
