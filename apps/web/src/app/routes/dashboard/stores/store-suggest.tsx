/** /dashboard/stores/suggest: suggest a store, or (?id=) change your own suggestion. */
import { StoreSuggestPage } from '@/features/store-submissions/components/store-suggest-page.tsx';

export function Component() {
  return <StoreSuggestPage />;
}
