/**
 * The frame of a submission form (a store, an item): the form without the browser's own checks, the
 * server's message over it, its fields (disabled while sending) and the send button. The fields are
 * the kind's own; `useSubmissionForm` gives the state this frame shows.
 */
import type { FormEvent, ReactNode } from 'react';
import { primaryButtonClass } from '@/components/ui/control-styles.ts';
import { FormAlert } from './form-alert.tsx';

export interface SubmissionFormState {
  submit: (event?: FormEvent) => Promise<void>;
  busy: boolean;
  formError: string | null;
}

export function SubmissionFormFrame({
  form,
  legend,
  submitLabel,
  children,
}: {
  form: SubmissionFormState;
  /** Names the group of fields for screen readers ("The store"). */
  legend: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={(event) => void form.submit(event)} className="space-y-5">
      <FormAlert message={form.formError} />
      <fieldset disabled={form.busy} className="space-y-5">
        <legend className="sr-only">{legend}</legend>
        {children}
      </fieldset>
      <button type="submit" disabled={form.busy} className={primaryButtonClass}>
        {form.busy ? 'Sending…' : submitLabel}
      </button>
    </form>
  );
}
