/** /resources: the library of books, papers, courses, tools and references. */
import { Link } from '@/components/ui/link.tsx';
import { tagsQuery } from '@/components/content/tags-query.ts';
import { SectionIntro } from '@/components/section-intro.tsx';
import { textLinkClass } from '@/components/ui/control-styles.ts';
import { resourcesQuery } from '@/features/resources/api/get-resources.ts';
import { resourceFiltersFrom } from '@/features/resources/lib/resources-filters.ts';
import { ResourceList } from '@/features/resources/components/resource-list.tsx';
import type { PageLoader } from '../../page-routes.ts';

export const loader: PageLoader = ({ request }, queryClient) => {
  void queryClient.prefetchQuery(resourcesQuery(resourceFiltersFrom(new URL(request.url).searchParams)));
  void queryClient.prefetchQuery(tagsQuery); // the topic filter's choices
  return null;
};

export function Component() {
  return (
    <SectionIntro
      title="Resources"
      intro="Books, papers, courses, tools and references we recommend for electronics, robotics and machine learning, each with who wrote it, when, and what it is good for."
    >
      <p className="mt-4 text-sm text-neutral-700 dark:text-neutral-300">
        Reinforcement learning reading lists:{' '}
        <Link to="/resources/rl/books" className={textLinkClass}>
          books
        </Link>
        ,{' '}
        <Link to="/resources/rl/papers" className={textLinkClass}>
          papers
        </Link>{' '}
        and{' '}
        <Link to="/resources/rl/courses" className={textLinkClass}>
          courses
        </Link>
        .
      </p>
      <ResourceList />
    </SectionIntro>
  );
}
