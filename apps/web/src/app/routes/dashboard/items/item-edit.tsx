import { useParams } from 'react-router';
import { SectionIntro } from '@/components/section-intro.tsx';

export function Component() {
  const params = useParams();
  return (
    <SectionIntro
      title={`Edit Item ${params.unique_key ?? ''}`}
      intro="Edit a store item and see its history of changes."
    />
  );
}
