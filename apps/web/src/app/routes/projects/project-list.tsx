/** /projects: builds with parts lists and steps, filtered by difficulty and topic. */
import { tagsQuery } from '@/components/content/tags-query.ts';
import { SectionIntro } from '@/components/section-intro.tsx';
import { projectsQuery } from '@/features/projects/api/get-projects.ts';
import { projectFiltersFrom } from '@/features/projects/lib/projects-filters.ts';
import { ProjectList } from '@/features/projects/components/project-list.tsx';
import type { PageLoader } from '../../page-routes.ts';

export const loader: PageLoader = ({ request }, queryClient) => {
  void queryClient.prefetchQuery(projectsQuery(projectFiltersFrom(new URL(request.url).searchParams)));
  void queryClient.prefetchQuery(tagsQuery); // the topic filter's choices
  return null;
};

export function Component() {
  return (
    <SectionIntro
      title="Projects"
      intro="Complete builds with a parts list linked to the stores that sell each part, step-by-step instructions and a repository to start from."
    >
      <ProjectList />
    </SectionIntro>
  );
}
