/**
 * The store form's values as the member types them (lists as comma-separated text), the request
 * they become, and the messages the contract's schema gives for them.
 */
import {
  type CreateStoreRequest,
  type StoreRecord,
  storeFieldsSchema,
} from '@tinkerlabs/contract/submissions';
import { type FieldErrors, fieldErrorsOf } from '@/components/moderation/field-errors.ts';

export interface StoreFormValues {
  name: string;
  slug: string;
  website: string;
  description: string;
  country: string;
  /** "DE, AT, CH" or "worldwide". */
  shipsTo: string;
  /** "sensors, microcontrollers". */
  categories: string;
  logo: string | null;
}

export const emptyStoreValues: StoreFormValues = {
  name: '',
  slug: '',
  website: '',
  description: '',
  country: '',
  shipsTo: '',
  categories: '',
  logo: null,
};

export const storeValuesOf = (store: StoreRecord): StoreFormValues => ({
  name: store.name,
  slug: store.slug,
  website: store.website,
  description: store.description,
  country: store.country,
  shipsTo: store.shipsTo.join(', '),
  categories: store.categories.join(', '),
  logo: store.logo,
});

/** "a, b,, c " → ['a', 'b', 'c'] */
export const listOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

export const storeRequestOf = (values: StoreFormValues): CreateStoreRequest => ({
  name: values.name,
  slug: values.slug.trim(),
  website: values.website.trim(),
  description: values.description,
  country: values.country,
  shipsTo: listOf(values.shipsTo),
  categories: listOf(values.categories),
  logo: values.logo,
});

export const validateStore = (values: StoreFormValues): FieldErrors =>
  fieldErrorsOf(storeFieldsSchema, storeRequestOf(values));

/** The controls in the form's order, for moving the keyboard to the first message. */
export const storeFieldOrder = [
  'name',
  'slug',
  'website',
  'description',
  'country',
  'shipsTo',
  'categories',
  'logo',
] as const;
