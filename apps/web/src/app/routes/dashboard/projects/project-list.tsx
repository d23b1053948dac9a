/** /dashboard/projects (administrators): every project with its status, to search, filter and edit. */
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PageMeta } from '@/components/page-meta.tsx';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { ManagementList } from '@/features/moderation/components/management-list.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="Manage Projects" description="Every project with its status." noIndex />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">
            Manage Projects
          </h1>
          <div className="flex flex-wrap gap-2">
            <Link to="/dashboard/projects/review" className={secondaryButtonClass}>
              Review queue
            </Link>
            <Link to="/dashboard/projects/submit" className={primaryButtonClass}>
              <Plus aria-hidden className="size-4" />
              Submit a project
            </Link>
          </div>
        </div>
        <p className="mt-2 text-neutral-600 dark:text-neutral-300">
          Every project in every status. Open one to edit it, see its history or delete it.
        </p>
        <ManagementList kind="projects" />
      </div>
    </>
  );
}
