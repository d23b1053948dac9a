/** Test support: the one-field form of the "widgets" kind (see widget-kind.ts). */
import type { FieldErrors } from '@/components/moderation/field-errors.ts';
import { FormField } from '@/components/moderation/form-field.tsx';
import { SubmissionFormFrame } from '@/components/moderation/submission-form-frame.tsx';
import type { SubmissionFormProps } from '@/components/moderation/submission-kind.ts';
import type { WidgetRecord, WidgetValues } from './widget-kind.ts';
import { useSubmissionForm } from '@/components/moderation/use-submission-form.ts';

const validate = (values: WidgetValues): FieldErrors =>
  values.name.trim() === '' ? { name: 'Name the widget.' } : {};

export function WidgetForm({
  initial,
  submitLabel,
  onSave,
}: SubmissionFormProps<WidgetRecord, WidgetValues>) {
  const form = useSubmissionForm({ initial, validate, fieldOrder: ['name'], idPrefix: 'widget', onSave });
  return (
    <SubmissionFormFrame form={form} legend="The widget" submitLabel={submitLabel}>
      <FormField {...form.textField('name')} label="Name" />
    </SubmissionFormFrame>
  );
}
