import { SectionIntro } from '@/components/section-intro.tsx';

export function Component() {
  return <SectionIntro title="Lesson Editor" intro="Write a Learning Hub lesson with rich text and maths." />;
}
