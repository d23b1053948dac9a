/** /dashboard/items (administrators): every item, whatever its status, to search, filter and edit. */
import { Link } from '@/components/ui/link.tsx';
import { ModerationPage } from '@/components/moderation/moderation-page.tsx';
import { secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { ManagementList } from '@/features/moderation/components/management-list.tsx';

export function Component() {
  return (
    <ModerationPage
      title="Manage Items"
      description="Every item with its status."
      actions={
        <Link to="/dashboard/items/review" className={secondaryButtonClass}>
          Review queue
        </Link>
      }
    >
      <ManagementList kind="items" />
    </ModerationPage>
  );
}
