/** /dashboard/projects/{slug}/edit (administrators): edit a project, see its history, delete it. */
import { useParams } from 'react-router';
import { PageMeta } from '@/components/page-meta.tsx';
import { ProjectEditPage } from '@/features/project-submissions/components/project-edit-page.tsx';

export function Component() {
  const slug = useParams().slug!;
  return (
    <>
      <PageMeta title="Edit Project" description="Edit a project and see its history of changes." noIndex />
      <ProjectEditPage slug={slug} />
    </>
  );
}
