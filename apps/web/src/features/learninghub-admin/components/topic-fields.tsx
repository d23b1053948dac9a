/** A lesson's title, slug, summary, domain and published switch, with each field's message. */
import type { AdminDomain } from '@tinkerlabs/contract/admin-learninghub';
import { useId } from 'react';
import type { FieldErrors } from '@/components/moderation/field-errors.ts';
import { FieldMessage, FormField } from '@/components/moderation/form-field.tsx';
import { labelClass, selectClass } from '@/components/ui/control-styles.ts';
import type { TopicValues } from '../lib/topic-values.ts';

export function TopicFields({
  values,
  domains,
  errors,
  domainSlug,
  onChange,
  onBlur,
}: {
  values: TopicValues;
  /** The domains a lesson may move to (the current one at least). */
  domains: Pick<AdminDomain, 'id' | 'title'>[];
  errors: FieldErrors;
  domainSlug: string;
  onChange: (field: keyof TopicValues, value: string | boolean) => void;
  onBlur: (field: keyof TopicValues) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-title`}
          label="Title"
          value={values.title}
          error={errors.title}
          onChange={(value) => onChange('title', value)}
          onBlur={() => onBlur('title')}
        />
        <FormField
          id={`${id}-slug`}
          label="Slug (address)"
          value={values.slug}
          error={errors.slug}
          hint={`/learninghub/${domainSlug}/${values.slug || '…'} · empty derives it from the title`}
          onChange={(value) => onChange('slug', value)}
          onBlur={() => onBlur('slug')}
        />
      </div>
      <FormField
        id={`${id}-summary`}
        label="Summary"
        value={values.summary}
        error={errors.summary}
        multiline
        rows={2}
        onChange={(value) => onChange('summary', value)}
        onBlur={() => onBlur('summary')}
      />
      <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
        <div>
          <label htmlFor={`${id}-domain`} className={labelClass}>
            Domain
          </label>
          <select
            id={`${id}-domain`}
            value={values.domainId}
            className={selectClass}
            aria-describedby={errors.domainId ? `${id}-domain-error` : `${id}-domain-hint`}
            aria-invalid={errors.domainId ? true : undefined}
            onChange={(event) => onChange('domainId', event.target.value)}
          >
            {domains.map((domain) => (
              <option key={domain.id} value={domain.id}>
                {domain.title}
              </option>
            ))}
          </select>
          <p id={`${id}-domain-hint`} className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
            Moving a lesson puts it last in the other domain.
          </p>
          <FieldMessage id={`${id}-domain-error`} message={errors.domainId} />
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-neutral-800 dark:text-neutral-200">
          <input
            type="checkbox"
            checked={values.published}
            onChange={(event) => onChange('published', event.target.checked)}
            className="size-4 rounded border-neutral-400 accent-primary-700"
          />
          Published (shown on the public Learning Hub once saved)
        </label>
      </div>
    </div>
  );
}
