import { SectionIntro } from '@/components/section-intro.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Submit a Project"
      intro="Share a project you built, with its parts, steps and source code, for the community to learn from."
    />
  );
}
