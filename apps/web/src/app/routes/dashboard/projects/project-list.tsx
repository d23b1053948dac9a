import { SectionIntro } from '@/components/section-intro.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Manage Projects"
      intro="Every project with its status, to search, filter and edit."
    />
  );
}
