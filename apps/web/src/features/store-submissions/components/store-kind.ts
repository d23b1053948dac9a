/**
 * Stores as a kind of submission, for the shared submission pages: the store form, its values, how a
 * change is saved, and what the stale-copy dialog shows of the server's copy.
 */
import type { StoreRecord } from '@tinkerlabs/contract/submissions';
import type { SubmissionKind } from '@/components/moderation/submission-kind.ts';
import { updateStore } from '../api/save-store.ts';
import { type StoreFormValues, storeRequestOf, storeValuesOf } from '../lib/store-form-values.ts';
import { StoreForm } from './store-form.tsx';

export const storeKind: SubmissionKind<StoreRecord, StoreFormValues> = {
  titleOf: (store) => store.name,
  valuesOf: storeValuesOf,
  Form: StoreForm,
  update: (scope, id, values, baseVersion) =>
    updateStore(scope, id, { ...storeRequestOf(values), baseVersion }),
  summaryOf: (store) => [
    { label: 'Name', value: store.name },
    { label: 'Website', value: store.website, long: true },
  ],
};
