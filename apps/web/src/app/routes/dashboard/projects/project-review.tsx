/** /dashboard/projects/review (administrators): submitted projects, each previewed as the public will see it. */
import { PageMeta } from '@/components/page-meta.tsx';
import { ReviewQueue } from '@/features/moderation/components/review-queue.tsx';
import { ProjectPreview } from '@/features/project-submissions/components/project-preview.tsx';

export function Component() {
  return (
    <>
      <PageMeta title="Review Projects" description="Projects waiting for review." noIndex />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-3xl font-bold tracking-tight text-neutral-900 dark:text-white">
          Review Projects
        </h1>
        <p className="mt-2 text-neutral-600 dark:text-neutral-300">
          Projects submitted by members: read each as it will appear, then publish it or return it with a
          reason.
        </p>
        <ReviewQueue kind="projects" renderPreview={(item) => <ProjectPreview project={item.preview} />} />
      </div>
    </>
  );
}
