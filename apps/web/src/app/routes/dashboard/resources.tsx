/** /dashboard/resources (administrators): the resource library, incl. the RL books, papers and courses. */
import { PageMeta } from '@/components/page-meta.tsx';
import { ResourcesAdminPage } from '@/features/resources-admin/components/resources-admin-page.tsx';

export function Component() {
  return (
    <>
      <PageMeta
        title="Manage Resources"
        description="Edit the resource library, including the reinforcement-learning books, papers and courses."
        noIndex
      />
      <ResourcesAdminPage />
    </>
  );
}
