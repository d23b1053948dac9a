/** /about: who TinkerLabs is, what the site holds, how its content is made, and the library in numbers. */
import { Link } from '@/components/ui/link.tsx';
import { SectionIntro } from '@/components/section-intro.tsx';
import { textLinkClass } from '@/components/ui/control-styles.ts';
import { libraryFiguresQuery } from '@/features/library-figures/api/get-library-figures.ts';
import { LibraryFigures } from '@/features/library-figures/components/library-figures.tsx';
import type { PageLoader } from '../page-routes.ts';

export const loader: PageLoader = (_args, queryClient) => void queryClient.prefetchQuery(libraryFiguresQuery);

const headingClass = 'mt-12 text-2xl font-bold tracking-tight text-neutral-900 dark:text-white';
const paragraphClass = 'mt-4 max-w-3xl text-neutral-700 dark:text-neutral-300';

export function Component() {
  return (
    <SectionIntro
      title="About TinkerLabs"
      pageTitle="About"
      intro="TinkerLabs is a community of makers, students and engineers who learn electronics, robotics and machine learning by building real things together."
    >
      <h2 className={headingClass}>What you will find here</h2>
      <p className={paragraphClass}>
        We write the kind of material we wished we had when we started:{' '}
        <Link to="/articles" className={textLinkClass}>
          articles
        </Link>{' '}
        that work through the maths of a PID loop, a Kalman filter or a two-link arm instead of waving at it;{' '}
        <Link to="/learninghub" className={textLinkClass}>
          learning-hub domains
        </Link>{' '}
        that put lessons in a sensible order; and{' '}
        <Link to="/projects" className={textLinkClass}>
          projects
        </Link>{' '}
        whose parts lists link to the stores that sell each part, at real prices.
      </p>
      <p className={paragraphClass}>
        Next to the reading sit the{' '}
        <Link to="/labs" className={textLinkClass}>
          labs
        </Link>
        : catalogues of development boards and components with their datasheet figures, simulators, and
        programming sandboxes for C++, Python, MicroPython and TinyML that run entirely in your browser, plus
        3D simulations of four classic robot arms.
      </p>

      <h2 className={headingClass}>The library today</h2>
      <LibraryFigures />

      <h2 className={headingClass}>How the content is made</h2>
      <p className={paragraphClass}>
        Editors wrote the first articles, lessons and catalogues from datasheets, textbooks and our own
        builds. Members can suggest stores, parts, projects and articles from their dashboard; an
        administrator reviews every suggestion before it is published, and says why when one is turned down.
        Nothing on the site is generated filler, and every book, paper and course listed is real, with its
        authors and year.
      </p>
      <p className={paragraphClass}>
        Found a mistake, a dead link or a price that has moved?{' '}
        <Link to="/contact" className={textLinkClass}>
          Tell us
        </Link>{' '}
        and we will fix it.
      </p>

      <h2 className={headingClass}>How the site is built</h2>
      <p className={paragraphClass}>
        The site loads nothing from other servers: no trackers, no advertising, no fonts or scripts from third
        parties. Your browser talks only to TinkerLabs, and the sandboxes run your code on your own machine.
      </p>
    </SectionIntro>
  );
}
