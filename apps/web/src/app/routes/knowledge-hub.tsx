/** /knowledge-hub: the way into YoUniversity's courses and the resource library, with what each holds. */
import { Link } from '@/components/ui/link.tsx';
import { SectionIntro } from '@/components/section-intro.tsx';
import { textLinkClass } from '@/components/ui/control-styles.ts';
import { readingListTotalsQuery } from '@/features/resources/api/get-reading-list-totals.ts';
import { ReadingListLinks } from '@/features/resources/components/reading-list-links.tsx';
import { courseHighlightsQuery } from '@/features/youniversity/api/get-course-highlights.ts';
import { CourseHighlights } from '@/features/youniversity/components/course-highlights.tsx';
import type { PageLoader } from '../page-routes.ts';

export const loader: PageLoader = (_args, queryClient) => {
  void queryClient.prefetchQuery(courseHighlightsQuery);
  void queryClient.prefetchQuery(readingListTotalsQuery);
  return null;
};

const sectionHeadingClass = 'text-2xl font-bold tracking-tight text-neutral-900 dark:text-white';

export function Component() {
  return (
    <SectionIntro
      title="Knowledge Hub"
      intro="Everything we recommend learning from outside TinkerLabs: free university courses in YoUniversity and a library of books, papers, courses and references."
    >
      <section aria-labelledby="youniversity" className="mt-12">
        <h2 id="youniversity" className={sectionHeadingClass}>
          YoUniversity
        </h2>
        <p className="mt-3 max-w-3xl text-neutral-700 dark:text-neutral-300">
          Free courses from universities, from circuits and computation structures to control and machine
          learning, with the hours they take and what they cover.
        </p>
        <CourseHighlights />
        <p className="mt-4">
          <Link to="/youniversity" className={`inline-flex items-center gap-1 ${textLinkClass}`}>
            All YoUniversity courses <span aria-hidden>→</span>
          </Link>
        </p>
      </section>
      <section aria-labelledby="resources" className="mt-14">
        <h2 id="resources" className={sectionHeadingClass}>
          Resources
        </h2>
        <p className="mt-3 max-w-3xl text-neutral-700 dark:text-neutral-300">
          Books, papers, courses, tools and references, each with its authors, year and level. Reinforcement
          learning has reading lists of its own.
        </p>
        <ReadingListLinks />
      </section>
    </SectionIntro>
  );
}
