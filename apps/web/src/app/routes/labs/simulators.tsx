/** /labs/simulators: the four simulator catalogues and the micromouse page. */
import { SectionIntro } from '@/components/section-intro.tsx';
import { simulatorsQuery } from '@/features/labs/api/get-simulators.ts';
import { SimulatorsOverview } from '@/features/labs/components/simulators/simulators-overview.tsx';
import type { PageLoader } from '../../page-routes.ts';

export const loader: PageLoader = (_args, queryClient) => {
  void queryClient.prefetchQuery(simulatorsQuery(undefined));
  return null;
};

export function Component() {
  return (
    <SectionIntro
      title="Virtualization Tools"
      intro="Simulators and emulators let you test a robot, a learning agent or a firmware image before touching real hardware: quicker to iterate, impossible to break, and easy to run on every change. Here are the tools worth knowing, sorted into four catalogues."
    >
      <SimulatorsOverview />
    </SectionIntro>
  );
}
