/**
 * /dashboard/stores/suggest: a member suggests a store, or (`?id=`) changes their own suggestion
 * while it is not yet published. The shared suggest page does the work; this names the store's
 * form, API calls and wording.
 */
import { SuggestSubmissionPage } from '@/components/moderation/suggest-submission-page.tsx';
import { changeMyStoreStatus } from '../api/change-my-store-status.ts';
import { createStore } from '../api/save-store.ts';
import { myStoreQuery } from '../api/store-queries.ts';
import { emptyStoreValues, type StoreFormValues, storeRequestOf } from '../lib/store-form-values.ts';
import { storeKind } from './store-kind.ts';

const createFrom = (values: StoreFormValues) => createStore(storeRequestOf(values));

const texts = {
  suggestTitle: 'Suggest a Store',
  editTitle: 'Edit your store suggestion',
  intro:
    'An electronics store the community should know about. An administrator checks each suggestion before it appears on the stores page.',
  anotherLabel: 'Suggest another store',
  publishedLinkLabel: 'See it on the stores page',
};

export function StoreSuggestPage() {
  return (
    <SuggestSubmissionPage
      kind={storeKind}
      emptyValues={emptyStoreValues}
      create={createFrom}
      ownQuery={myStoreQuery}
      changeStatus={changeMyStoreStatus}
      texts={texts}
    />
  );
}
