import { SectionIntro } from '@/components/section-intro.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Dashboard"
      intro="Your submissions and their review status, and the shortcuts to suggest or write something new."
    />
  );
}
