/** /dashboard/stores/{slug}/edit (administrators): edit any store, see its history, delete it. */
import { useParams } from 'react-router';
import { StoreEditPage } from '@/features/store-submissions/components/store-edit-page.tsx';

export function Component() {
  const slug = useParams().slug!;
  return <StoreEditPage key={slug} slug={slug} />;
}
