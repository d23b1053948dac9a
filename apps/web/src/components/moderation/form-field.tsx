/**
 * A labelled text control of a submission form with its hint and its message: the message is tied to
 * the control (aria-describedby, aria-invalid) so screen readers announce it with the field.
 */
import type { FocusEvent, InputHTMLAttributes } from 'react';
import { movesToSubmit } from './moves-to-submit.ts';
import { labelClass, selectClass } from '@/components/ui/control-styles.ts';

export interface FormFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  multiline?: boolean;
  rows?: number;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  onChange: (value: string) => void;
  onBlur: () => void;
}

export function FormField({
  id,
  label,
  value,
  error,
  hint,
  multiline,
  rows = 4,
  inputProps,
  onChange,
  onBlur,
}: FormFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const shared = {
    id,
    value,
    onBlur: (event: FocusEvent) => {
      if (!movesToSubmit(event)) onBlur();
    },
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    className: `${selectClass} ${inputProps?.className ?? ''} ${error ? 'border-red-600 dark:border-red-500' : ''}`,
  } as const;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...inputProps} {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
          {hint}
        </p>
      ) : null}
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

export function FieldMessage({ id, message }: { id?: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-red-700 dark:text-red-400">
      {message}
    </p>
  ) : null;
}
