import { SectionIntro } from '@/components/section-intro.tsx';

export function Component() {
  return (
    <SectionIntro title="Manage Stores" intro="Every store with its status, to search, filter and edit." />
  );
}
