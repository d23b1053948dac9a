/**
 * /dashboard/items/suggest: a member suggests an item sold by a published store, or (`?id=`) changes
 * their own suggestion while it is not yet published. The shared suggest page does the work; this
 * names the item's form, API calls and wording.
 */
import { SuggestSubmissionPage } from '@/components/moderation/suggest-submission-page.tsx';
import { myItemQuery } from '../api/item-queries.ts';
import { changeMyItemStatus, createItem } from '../api/save-item.ts';
import { emptyItemValues, type ItemFormValues, itemRequestOf } from '../lib/item-form-values.ts';
import { itemKind } from './item-kind.ts';

const createFrom = (values: ItemFormValues) => createItem(itemRequestOf(values));

const texts = {
  suggestTitle: 'Suggest an Item',
  editTitle: 'Edit your item suggestion',
  intro:
    "A part or tool a store sells, with its price and link. An administrator checks each suggestion before it appears on the store's page.",
  anotherLabel: 'Suggest another item',
  publishedLinkLabel: "See it on the store's page",
};

export function ItemSuggestPage() {
  return (
    <SuggestSubmissionPage
      kind={itemKind}
      emptyValues={emptyItemValues}
      create={createFrom}
      ownQuery={myItemQuery}
      changeStatus={changeMyItemStatus}
      texts={texts}
    />
  );
}
