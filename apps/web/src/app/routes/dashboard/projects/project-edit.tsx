import { useParams } from 'react-router';
import { SectionIntro } from '@/components/section-intro.tsx';
import { titleFromSlug } from '@/lib/title-from-slug.ts';

export function Component() {
  const params = useParams();
  return (
    <SectionIntro
      title={`Edit Project: ${titleFromSlug(params.slug)}`}
      intro="Edit a project and see its history of changes."
    />
  );
}
