/**
 * /labs/simulators/maze-simulators: an in-browser micromouse simulator that speaks mms's protocol,
 * then the catalogue of other maze tools.
 */
import { Link } from '@/components/ui/link.tsx';
import { SectionIntro } from '@/components/section-intro.tsx';
import { textLinkClass } from '@/components/ui/control-styles.ts';
import { simulatorsQuery } from '@/features/labs/api/get-simulators.ts';
import { SimulatorCatalogue } from '@/features/labs/components/simulators/simulator-catalogue.tsx';
import { simulatorSection } from '@/features/labs/lib/simulator-sections.ts';
import { prefetchLabLessons } from '@/features/learninghub/api/get-lab-lessons.ts';
import { LearnTheory } from '@/features/learninghub/components/learn-the-theory.tsx';
import { MazeSimulator } from '@/features/maze-simulator/components/maze-simulator.tsx';
import { readListParams } from '@/lib/list-params.ts';
import type { PageLoader } from '../../../page-routes.ts';

const section = simulatorSection('maze');

export const loader: PageLoader = ({ request }, queryClient) => {
  const { page } = readListParams(new URL(request.url).searchParams, []);
  void queryClient.prefetchQuery(simulatorsQuery('maze', page));
  prefetchLabLessons(queryClient, request);
  return null;
};

export function Component() {
  return (
    <SectionIntro
      title={section.title}
      intro="A micromouse simulator that runs in your browser, offline: load a contest maze or your own, run flood fill or a wall follower, or write a mouse in JavaScript or Python against the same API as mms, the desktop micromouse simulator. Below it, other maze tools worth knowing."
    >
      <p className="mt-4 max-w-3xl text-neutral-700 dark:text-neutral-300">
        It answers mms&rsquo;s commands with mms&rsquo;s semantics (walls, moves, 45° turns, colours, texts,
        Reset, statistics and score), so a program written for mms runs here unchanged. How mms itself is
        installed and driven is on the{' '}
        <Link to="/labs/simulators/micro-mouse-qt-sim" className={textLinkClass}>
          micromouse page
        </Link>
        .
      </p>
      <MazeSimulator />
      <LearnTheory className="mt-12 max-w-3xl" />
      <section
        aria-labelledby="other-tools-heading"
        className="mt-14 border-t border-neutral-200 pt-10 dark:border-neutral-800"
      >
        <h2
          id="other-tools-heading"
          className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white"
        >
          Other maze tools
        </h2>
        <SimulatorCatalogue category="maze" />
      </section>
    </SectionIntro>
  );
}
