/**
 * The item form (suggest, a member's own edit, an administrator's edit): the store, every field of
 * the contract with its message, the image upload, and the send button. The page decides what
 * sending means through `onSave`.
 */
import { FormAlert } from '@/components/moderation/form-alert.tsx';
import { FormField } from '@/components/moderation/form-field.tsx';
import { ImageField } from '@/components/moderation/image-field.tsx';
import { useSubmissionForm } from '@/components/moderation/use-submission-form.ts';
import { primaryButtonClass } from '@/components/ui/control-styles.ts';
import { uploadImage } from '@/lib/uploads/upload-image.ts';
import { type ItemFormValues, itemFieldOrder, validateItem } from '../lib/item-form-values.ts';
import { StoreSelect } from './store-select.tsx';

const uploadItemImage = async (file: File) => (await uploadImage(file)).url;

export function ItemForm({
  initial,
  currentStoreName,
  submitLabel,
  onSave,
}: {
  initial: ItemFormValues;
  currentStoreName?: string;
  submitLabel: string;
  onSave: (values: ItemFormValues) => Promise<void>;
}) {
  const form = useSubmissionForm({
    initial,
    validate: validateItem,
    fieldOrder: itemFieldOrder,
    idPrefix: 'item',
    onSave,
  });
  const { values, set, errors, blur } = form;
  const text = (field: Exclude<keyof ItemFormValues, 'image' | 'storeSlug'>) => ({
    id: `item-${field}`,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => set(field, value),
    onBlur: () => blur(field),
  });

  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className="space-y-5">
      <FormAlert message={form.formError} />
      <fieldset disabled={form.busy} className="space-y-5">
        <legend className="sr-only">The item</legend>
        <StoreSelect
          id="item-storeSlug"
          value={values.storeSlug}
          currentName={currentStoreName}
          error={errors.storeSlug}
          onChange={(slug) => set('storeSlug', slug)}
          onBlur={() => blur('storeSlug')}
        />
        <FormField {...text('name')} label="Name" inputProps={{ maxLength: 160, autoComplete: 'off' }} />
        <FormField
          {...text('uniqueKey')}
          label="Unique key"
          hint="The part number or SKU, such as ESP32-DEVKITC-32E. Each item is listed once."
          inputProps={{ maxLength: 64, autoComplete: 'off' }}
        />
        <FormField
          {...text('description')}
          label="Description"
          hint="What it is and what it is good for (10–2000 characters)."
          multiline
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            {...text('price')}
            label="Price"
            hint="The store's list price, such as 12.50."
            inputProps={{ inputMode: 'decimal', autoComplete: 'off' }}
          />
          <FormField
            {...text('currency')}
            label="Currency"
            hint="A three-letter code, such as EUR or USD."
            inputProps={{ maxLength: 3, autoComplete: 'off' }}
          />
        </div>
        <FormField
          {...text('url')}
          label="Link to the item"
          hint="Its page at the store, starting with https://."
          inputProps={{ type: 'url', inputMode: 'url', maxLength: 2048 }}
        />
        <FormField
          {...text('category')}
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
      </fieldset>
      <button type="submit" disabled={form.busy} className={primaryButtonClass}>
        {form.busy ? 'Sending…' : submitLabel}
      </button>
    </form>
  );
}
