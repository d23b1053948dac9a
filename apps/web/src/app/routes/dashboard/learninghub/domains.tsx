import { SectionIntro } from '@/components/section-intro.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Manage Learning Hub"
      intro="Create, rename, reorder and publish Learning Hub domains and their topics."
    />
  );
}
