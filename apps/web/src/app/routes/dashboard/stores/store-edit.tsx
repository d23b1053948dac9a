import { useParams } from 'react-router';
import { SectionIntro } from '@/components/section-intro.tsx';
import { titleFromSlug } from '@/lib/title-from-slug.ts';

export function Component() {
  const params = useParams();
  return (
    <SectionIntro
      title={`Edit Store: ${titleFromSlug(params.slug)}`}
      intro="Edit a store and see its history of changes."
    />
  );
}
