/**
 * Items as a kind of submission, for the shared submission pages: the item form, its values, how a
 * change is saved, and what the stale-copy dialog shows of the server's copy.
 */
import type { ItemRecord } from '@tinkerlabs/contract/submissions';
import type { SubmissionKind } from '@/components/moderation/submission-kind.ts';
import { updateItem } from '../api/save-item.ts';
import { type ItemFormValues, itemRequestOf, itemValuesOf } from '../lib/item-form-values.ts';
import { ItemForm } from './item-form.tsx';

export const itemKind: SubmissionKind<ItemRecord, ItemFormValues> = {
  titleOf: (item) => item.name,
  valuesOf: itemValuesOf,
  Form: ItemForm,
  update: (scope, id, values, baseVersion) =>
    updateItem(scope, id, { ...itemRequestOf(values), baseVersion }),
  summaryOf: (item) => [
    { label: 'Name', value: item.name },
    { label: 'Unique key', value: item.uniqueKey, long: true },
    { label: 'Price', value: `${item.price} ${item.currency}` },
  ],
};
