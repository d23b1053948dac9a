import { SectionIntro } from '@/components/section-intro.tsx';

export function Component() {
  return (
    <SectionIntro
      title="Messages"
      intro="Messages sent through the contact form, newest first, to read, answer and archive."
    />
  );
}
