import { SectionIntro } from '@/components/section-intro.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Suggest a Store"
      intro="Suggest an electronics store the community should know about."
    />
  );
}
