/** /dashboard/projects/submit (signed in): submit a project, or `?id=` change one of your own. */
import { PageMeta } from '@/components/page-meta.tsx';
import { ProjectSubmitPage } from '@/features/project-submissions/components/project-submit-page.tsx';

export function Component() {
  return (
    <>
      <PageMeta
        title="Submit a Project"
        description="Share a project you built with the community."
        noIndex
      />
      <ProjectSubmitPage />
    </>
  );
}
