/** /dashboard/projects/review (administrators): submitted projects, each previewed as the public will see it. */
import { ModerationPage } from '@/components/moderation/moderation-page.tsx';
import { ReviewQueue } from '@/features/moderation/components/review-queue.tsx';
import { ProjectPreview } from '@/features/project-submissions/components/project-preview.tsx';

export function Component() {
  return (
    <ModerationPage
      title="Review Projects"
      description="Projects waiting for review."
      intro="Projects submitted by members: read each as it will appear, then publish it or return it with a reason."
    >
      <ReviewQueue kind="projects" renderPreview={(project) => <ProjectPreview project={project} />} />
    </ModerationPage>
  );
}
