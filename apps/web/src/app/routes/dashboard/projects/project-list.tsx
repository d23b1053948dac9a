/** /dashboard/projects (administrators): every project with its status, to search, filter and edit. */
import { Plus } from 'lucide-react';
import { Link } from '@/components/ui/link.tsx';
import { ModerationPage } from '@/components/moderation/moderation-page.tsx';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { ManagementList } from '@/features/moderation/components/management-list.tsx';

export function Component() {
  return (
    <ModerationPage
      title="Manage Projects"
      description="Every project with its status."
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to="/dashboard/projects/review" className={secondaryButtonClass}>
            Review queue
          </Link>
          <Link to="/dashboard/projects/submit" className={primaryButtonClass}>
            <Plus aria-hidden className="size-4" />
            Submit a project
          </Link>
        </div>
      }
      intro="Every project in every status. Open one to edit it, see its history or delete it."
    >
      <ManagementList kind="projects" />
    </ModerationPage>
  );
}
