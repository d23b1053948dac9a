/**
 * The item form (suggest, a member's own edit, an administrator's edit): the store, every field of
 * the contract with its message, the image upload, and the send button. The page decides what
 * sending means through `onSave`.
 */
import type { ItemRecord } from '@tinkerlabs/contract/submissions';
import { FormField } from '@/components/moderation/form-field.tsx';
import { ImageField } from '@/components/moderation/image-field.tsx';
import { SubmissionFormFrame } from '@/components/moderation/submission-form-frame.tsx';
import type { SubmissionFormProps } from '@/components/moderation/submission-kind.ts';
import { useSubmissionForm } from '@/components/moderation/use-submission-form.ts';
import { uploadImage } from '@/lib/uploads/upload-image.ts';
import { type ItemFormValues, itemFieldOrder, validateItem } from '../lib/item-form-values.ts';
import { StoreSelect } from './store-select.tsx';

const uploadItemImage = async (file: File) => (await uploadImage(file)).url;

export function ItemForm({
  initial,
  record,
  submitLabel,
  onSave,
}: SubmissionFormProps<ItemRecord, ItemFormValues>) {
  const form = useSubmissionForm({
    initial,
    validate: validateItem,
    fieldOrder: itemFieldOrder,
    idPrefix: 'item',
    onSave,
  });
  const { values, set, errors, blur, textField } = form;

  return (
    <SubmissionFormFrame form={form} legend="The item" submitLabel={submitLabel}>
      <StoreSelect
        id="item-storeSlug"
        value={values.storeSlug}
        currentName={record?.store.name}
        error={errors.storeSlug}
        onChange={(slug) => set('storeSlug', slug)}
        onBlur={() => blur('storeSlug')}
      />
      <FormField {...textField('name')} label="Name" inputProps={{ maxLength: 160, autoComplete: 'off' }} />
      <FormField
        {...textField('uniqueKey')}
        label="Unique key"
        hint="The part number or SKU, such as ESP32-DEVKITC-32E. Each item is listed once."
        inputProps={{ maxLength: 64, autoComplete: 'off' }}
      />
      <FormField
        {...textField('description')}
        label="Description"
        hint="What it is and what it is good for (10–2000 characters)."
        multiline
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          {...textField('price')}
          label="Price"
          hint="The store's list price, such as 12.50."
          inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
        />
        <FormField
          {...textField('currency')}
          label="Currency"
          hint="A three-letter code, such as EUR or USD."
          inputProps={{ maxLength: 3, autoComplete: 'off' }}
        />
      </div>
      <FormField
        {...textField('url')}
        label="Link to the item"
        hint="Its page at the store, starting with https://."
        inputProps={{ type: 'url', inputMode: 'url', maxLength: 2048 }}
      />
      <FormField
        {...textField('category')}
        label="Category"
        hint="One word or two, such as sensors or development-boards."
        inputProps={{ maxLength: 40 }}
      />
      <ImageField
        id="item-image"
        label="Image"
        value={values.image}
        error={errors.image}
        upload={uploadItemImage}
        onChange={(image) => set('image', image)}
      />
    </SubmissionFormFrame>
  );
}
