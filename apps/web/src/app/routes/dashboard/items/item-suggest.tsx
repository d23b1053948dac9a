/** /dashboard/items/suggest: suggest a store item, or (?id=) change your own suggestion. */
import { ItemSuggestPage } from '@/features/item-submissions/components/item-suggest-page.tsx';

export function Component() {
  return <ItemSuggestPage />;
}
