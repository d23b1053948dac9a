import { SectionIntro } from '@/components/section-intro.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Review Projects"
      intro="Projects submitted by members and waiting for review: approve them or reject them with a reason."
    />
  );
}
