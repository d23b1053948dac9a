/** /labs/simulators/github: open-source robot simulators. */
import { SectionIntro } from '@/components/section-intro.tsx';
import { simulatorsQuery } from '@/features/labs/api/get-simulators.ts';
import { SimulatorCatalogue } from '@/features/labs/components/simulators/simulator-catalogue.tsx';
import { simulatorSection } from '@/features/labs/lib/simulator-sections.ts';
import { readListParams } from '@/lib/list-params.ts';
import type { PageLoader } from '../../../page-routes.ts';

const section = simulatorSection('github');

export const loader: PageLoader = ({ request }, queryClient) => {
  const { page } = readListParams(new URL(request.url).searchParams, []);
  void queryClient.prefetchQuery(simulatorsQuery('github', page));
  return null;
};

export function Component() {
  return (
    <SectionIntro title={section.title} intro={section.summary}>
      <SimulatorCatalogue category="github" />
    </SectionIntro>
  );
}
