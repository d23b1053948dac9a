import { SectionIntro } from '@/components/section-intro.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Manage Labs"
      intro="Edit the labs catalogues: hardware, development boards, simulators and emulators, and the programming pages."
    />
  );
}
