/**
 * The store form (suggest, a member's own edit, an administrator's edit): every field of the
 * contract with its message, the logo upload, and the send button. The page decides what sending
 * means (create or update) through `onSave`.
 */
import type { StoreRecord } from '@tinkerlabs/contract/submissions';
import { FormField } from '@/components/moderation/form-field.tsx';
import { ImageField } from '@/components/moderation/image-field.tsx';
import { SubmissionFormFrame } from '@/components/moderation/submission-form-frame.tsx';
import type { SubmissionFormProps } from '@/components/moderation/submission-kind.ts';
import { useSubmissionForm } from '@/components/moderation/use-submission-form.ts';
import { uploadImage } from '@/lib/uploads/upload-image.ts';
import { type StoreFormValues, storeFieldOrder, validateStore } from '../lib/store-form-values.ts';

const uploadLogo = async (file: File) => (await uploadImage(file)).url;

export function StoreForm({
  initial,
  submitLabel,
  onSave,
}: SubmissionFormProps<StoreRecord, StoreFormValues>) {
  const form = useSubmissionForm({
    initial,
    validate: validateStore,
    fieldOrder: storeFieldOrder,
    idPrefix: 'store',
    onSave,
  });
  const { values, set, errors, textField } = form;

  return (
    <SubmissionFormFrame form={form} legend="The store" submitLabel={submitLabel}>
      <FormField {...textField('name')} label="Name" inputProps={{ maxLength: 120, autoComplete: 'off' }} />
      <FormField
        {...textField('slug')}
        label="Address on this site (slug, optional)"
        hint="/stores/… — leave empty to derive it from the name."
        inputProps={{ maxLength: 100, className: 'font-mono' }}
      />
      <FormField
        {...textField('website')}
        label="Website"
        hint="The store's full address, such as https://maker-parts.example."
        inputProps={{ type: 'url', inputMode: 'url', maxLength: 2048 }}
      />
      <FormField
        {...textField('description')}
        label="Description"
        hint="What the store sells and why makers like it (20–2000 characters)."
        multiline
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          {...textField('country')}
          label="Country it is based in"
          hint="A two-letter code, such as DE or US."
          inputProps={{ maxLength: 2, autoComplete: 'off', className: 'uppercase' }}
        />
        <FormField
          {...textField('shipsTo')}
          label="Ships to"
          hint="Country codes separated by commas, or worldwide."
        />
      </div>
      <FormField
        {...textField('categories')}
        label="Categories"
        hint="Up to 8, separated by commas, such as sensors, microcontrollers."
      />
      <ImageField
        id="store-logo"
        label="Logo"
        value={values.logo}
        error={errors.logo}
        upload={uploadLogo}
        onChange={(logo) => set('logo', logo)}
      />
    </SubmissionFormFrame>
  );
}
