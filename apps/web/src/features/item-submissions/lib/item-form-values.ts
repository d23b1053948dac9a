/**
 * The item form's values as the member types them (the price as text), the request they become,
 * and the messages the contract's schema gives for them.
 */
import { type CreateItemRequest, type ItemRecord, itemFieldsSchema } from '@tinkerlabs/contract/submissions';
import { type FieldErrors, fieldErrorsOf } from '@/components/moderation/field-errors.ts';

export interface ItemFormValues {
  storeSlug: string;
  name: string;
  uniqueKey: string;
  description: string;
  /** "12.50"; a comma works as the decimal mark too. */
  price: string;
  currency: string;
  url: string;
  category: string;
  image: string | null;
}

export const emptyItemValues: ItemFormValues = {
  storeSlug: '',
  name: '',
  uniqueKey: '',
  description: '',
  price: '',
  currency: 'EUR',
  url: '',
  category: '',
  image: null,
};

export const itemValuesOf = (item: ItemRecord): ItemFormValues => ({
  storeSlug: item.store.slug,
  name: item.name,
  uniqueKey: item.uniqueKey,
  description: item.description,
  price: String(item.price),
  currency: item.currency,
  url: item.url,
  category: item.category,
  image: item.image,
});

/** "12,5" → 12.5; "" → undefined (the schema then says a price is needed); "abc" → NaN. */
export function priceOf(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

export const itemRequestOf = (values: ItemFormValues): CreateItemRequest => ({
  storeSlug: values.storeSlug,
  name: values.name,
  uniqueKey: values.uniqueKey.trim(),
  description: values.description,
  price: priceOf(values.price) as number,
  currency: values.currency,
  url: values.url.trim(),
  category: values.category,
  image: values.image,
});

export const validateItem = (values: ItemFormValues): FieldErrors =>
  fieldErrorsOf(itemFieldsSchema, itemRequestOf(values));

/** The controls in the form's order, for moving the keyboard to the first message. */
export const itemFieldOrder = [
  'storeSlug',
  'name',
  'uniqueKey',
  'description',
  'price',
  'currency',
  'url',
  'category',
  'image',
] as const;
