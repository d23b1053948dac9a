/** /labs: the overview of the hardware and board catalogues, the simulators and the programming pages. */
import { SectionIntro } from '@/components/section-intro.tsx';
import { LabsOverview } from '@/features/labs/components/labs-overview.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Labs"
      intro="Everything around a hardware project in one place: catalogues of components and development boards with the figures that matter, simulators and emulators to try ideas before building them, and programming pages with complete example programs."
    >
      <LabsOverview />
    </SectionIntro>
  );
}
