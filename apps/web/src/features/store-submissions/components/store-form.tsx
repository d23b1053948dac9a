/**
 * The store form (suggest, a member's own edit, an administrator's edit): every field of the
 * contract with its message, the logo upload, and the send button. The page decides what sending
 * means (create or update) through `onSave`.
 */
import { FormAlert } from '@/components/moderation/form-alert.tsx';
import { FormField } from '@/components/moderation/form-field.tsx';
import { ImageField } from '@/components/moderation/image-field.tsx';
import { useSubmissionForm } from '@/components/moderation/use-submission-form.ts';
import { primaryButtonClass } from '@/components/ui/control-styles.ts';
import { uploadImage } from '@/lib/uploads/upload-image.ts';
import { type StoreFormValues, storeFieldOrder, validateStore } from '../lib/store-form-values.ts';

const uploadLogo = async (file: File) => (await uploadImage(file)).url;

export function StoreForm({
  initial,
  submitLabel,
  onSave,
}: {
  initial: StoreFormValues;
  submitLabel: string;
  onSave: (values: StoreFormValues) => Promise<void>;
}) {
  const form = useSubmissionForm({
    initial,
    validate: validateStore,
    fieldOrder: storeFieldOrder,
    idPrefix: 'store',
    onSave,
  });
  const { values, set, errors, blur } = form;
  const text = (field: Exclude<keyof StoreFormValues, 'logo'>) => ({
    id: `store-${field}`,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => set(field, value),
    onBlur: () => blur(field),
  });

  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className="space-y-5">
      <FormAlert message={form.formError} />
      <fieldset disabled={form.busy} className="space-y-5">
        <legend className="sr-only">The store</legend>
        <FormField {...text('name')} label="Name" inputProps={{ maxLength: 120, autoComplete: 'off' }} />
        <FormField
          {...text('slug')}
          label="Address on this site (slug, optional)"
          hint="/stores/… — leave empty to derive it from the name."
          inputProps={{ maxLength: 100, className: 'font-mono' }}
        />
        <FormField
          {...text('website')}
          label="Website"
          hint="The store's full address, such as https://maker-parts.example."
          inputProps={{ type: 'url', inputMode: 'url', maxLength: 2048 }}
        />
        <FormField
          {...text('description')}
          label="Description"
          hint="What the store sells and why makers like it (20–2000 characters)."
          multiline
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            {...text('country')}
            label="Country it is based in"
            hint="A two-letter code, such as DE or US."
            inputProps={{ maxLength: 2, autoComplete: 'off', className: 'uppercase' }}
          />
          <FormField
            {...text('shipsTo')}
            label="Ships to"
            hint="Country codes separated by commas, or worldwide."
          />
        </div>
        <FormField
          {...text('categories')}
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
      </fieldset>
      <button type="submit" disabled={form.busy} className={primaryButtonClass}>
        {form.busy ? 'Sending…' : submitLabel}
      </button>
    </form>
  );
}
