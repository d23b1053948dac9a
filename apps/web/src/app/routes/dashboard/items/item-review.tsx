import { SectionIntro } from '@/components/section-intro.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Review Items"
      intro="Items suggested by members and waiting for review: approve them or reject them with a reason."
    />
  );
}
