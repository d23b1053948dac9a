/** /dashboard/items/{unique_key}/edit (administrators): edit any item, see its history, delete it. */
import { useParams } from 'react-router';
import { ItemEditPage } from '@/features/item-submissions/components/item-edit-page.tsx';

export function Component() {
  const uniqueKey = useParams().unique_key!;
  return <ItemEditPage key={uniqueKey} uniqueKey={uniqueKey} />;
}
