import { SectionIntro } from '@/components/section-intro.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Manage Items"
      intro="Every store item with its status, to search, filter and edit."
    />
  );
}
