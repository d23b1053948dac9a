/** /labs/simulators/rl: a reinforcement-learning lab in the browser, then the catalogue of other RL tools. */
import { SectionIntro } from '@/components/section-intro.tsx';
import { simulatorsQuery } from '@/features/labs/api/get-simulators.ts';
import { SimulatorCatalogue } from '@/features/labs/components/simulators/simulator-catalogue.tsx';
import { prefetchLabLessons } from '@/features/learninghub/api/get-lab-lessons.ts';
import { LearnTheory } from '@/features/learninghub/components/learn-the-theory.tsx';
import { RlLab } from '@/features/rl-lab/components/rl-lab.tsx';
import { readListParams } from '@/lib/list-params.ts';
import type { PageLoader } from '../../../page-routes.ts';

export const loader: PageLoader = ({ request }, queryClient) => {
  const { page } = readListParams(new URL(request.url).searchParams, []);
  void queryClient.prefetchQuery(simulatorsQuery('rl', page));
  prefetchLabLessons(queryClient, request);
  return null;
};

export function Component() {
  return (
    <SectionIntro
      title="Reinforcement learning lab"
      intro="Watch dynamic programming, Q-learning and SARSA solve a gridworld you draw, and a small neural network learn to balance a pole on a cart. Everything runs in your browser."
    >
      <RlLab />
      <LearnTheory className="mt-12 max-w-3xl" />
      <section
        aria-labelledby="other-rl-tools-heading"
        className="mt-16 border-t border-neutral-200 pt-10 dark:border-neutral-800"
      >
        <h2
          id="other-rl-tools-heading"
          className="text-2xl font-bold tracking-tight text-neutral-900 dark:text-white"
        >
          Other RL tools
        </h2>
        <SimulatorCatalogue category="rl" />
      </section>
    </SectionIntro>
  );
}
