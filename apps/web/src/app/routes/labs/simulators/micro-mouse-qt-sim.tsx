/** /labs/simulators/micro-mouse-qt-sim: the micromouse problem, maze rules and format, flood fill, and mms. */
import { SectionIntro } from '@/components/section-intro.tsx';
import { prefetchLabLessons } from '@/features/learninghub/api/get-lab-lessons.ts';
import { LearnTheory } from '@/features/learninghub/components/learn-the-theory.tsx';
import { MicromouseGuide } from '@/features/labs/components/micromouse/micromouse-guide.tsx';
import type { PageLoader } from '../../../page-routes.ts';

export const loader: PageLoader = ({ request }, queryClient) => {
  prefetchLabLessons(queryClient, request);
  return null;
};

export function Component() {
  return (
    <SectionIntro
      title="Micromouse Simulator"
      intro="A micromouse is a small autonomous robot that explores an unknown maze and then races to its centre. Here are the classic 16 × 16 maze rules, the text format contest mazes are shared in, flood fill worked through on a small maze, and mms, the Qt simulator mouse programs are tested in, with its protocol."
    >
      <MicromouseGuide />
      <LearnTheory className="mt-12 max-w-3xl" />
    </SectionIntro>
  );
}
