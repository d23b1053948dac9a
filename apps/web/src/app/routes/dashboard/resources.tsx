import { SectionIntro } from '@/components/section-intro.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Manage Resources"
      intro="Edit the resource library, including the reinforcement-learning books, papers and courses."
    />
  );
}
