/**
 * A domain's title, slug and summary: creating one (it starts unpublished) or renaming one. The
 * contract's messages show under each field as soon as it is left; the server's (a taken slug, a
 * changed-meanwhile domain) until the field is edited. Values are kept on any error.
 */
import { createDomainRequestSchema, type AdminDomain } from '@tinkerlabs/contract/admin-learninghub';
import { useId, useState, type FormEvent } from 'react';
import { fieldErrorsOf, topLevelFields } from '@/components/moderation/field-errors.ts';
import { FormField } from '@/components/moderation/form-field.tsx';
import { useFieldErrors } from '@/components/moderation/use-field-errors.ts';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/control-styles.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useCreateDomain, useUpdateDomain } from '../api/save-domain.ts';
import { errorText, staleCopyOf } from '../lib/error-text.ts';

type Values = { title: string; slug: string; summary: string };

export function DomainForm({
  domain,
  onDone,
}: {
  /** null: create a new domain. */
  domain: AdminDomain | null;
  onDone: (saved: AdminDomain | null) => void;
}) {
  const id = useId();
  const create = useCreateDomain();
  const update = useUpdateDomain();
  const [values, setValues] = useState<Values>({
    title: domain?.title ?? '',
    slug: domain?.slug ?? '',
    summary: domain?.summary ?? '',
  });
  const [formError, setFormError] = useState<string | null>(null);
  const fields = useFieldErrors(fieldErrorsOf(createDomainRequestSchema, values));
  const busy = create.isPending || update.isPending;

  const set = (field: keyof Values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    fields.edited(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!fields.attempt()) return;
    try {
      const saved = domain
        ? await update.mutateAsync({ id: domain.id, baseUpdatedAt: domain.updatedAt, ...values })
        : await create.mutateAsync(values);
      if (!domain) setValues({ title: '', slug: '', summary: '' });
      onDone(saved);
    } catch (error) {
      const current = staleCopyOf<AdminDomain>(error);
      if (current) {
        setFormError(`${errorText(error)} It is now titled “${current.title}”. Close this form to see it.`);
      } else {
        setFormError(errorText(error));
        if (error instanceof ApiError) fields.setServerErrors(topLevelFields(error.fields));
      }
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-title`}
          label="Title"
          value={values.title}
          error={fields.errors.title}
          onChange={set('title')}
          onBlur={() => fields.blur('title')}
        />
        <FormField
          id={`${id}-slug`}
          label="Slug (address)"
          value={values.slug}
          error={fields.errors.slug}
          hint={
            domain
              ? `The public address is /learninghub/${values.slug || '…'}; changing it breaks old links.`
              : 'Leave empty to derive it from the title.'
          }
          onChange={set('slug')}
          onBlur={() => fields.blur('slug')}
        />
      </div>
      <FormField
        id={`${id}-summary`}
        label="Summary"
        value={values.summary}
        error={fields.errors.summary}
        multiline
        rows={2}
        onChange={set('summary')}
        onBlur={() => fields.blur('summary')}
      />
      {formError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButtonClass} disabled={busy}>
          {busy ? 'Saving…' : domain ? 'Save domain' : 'Create domain'}
        </button>
        {domain ? (
          <button type="button" className={secondaryButtonClass} onClick={() => onDone(null)} disabled={busy}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
