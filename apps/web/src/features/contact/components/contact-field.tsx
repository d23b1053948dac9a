/** One field of the contact form: label, control, optional hint, and the server's message when it is refused. */
import { selectClass, labelClass } from '@/components/ui/control-styles.ts';

export function ContactField({
  name,
  label,
  value,
  error,
  hint,
  type = 'text',
  autoComplete,
  multiline = false,
  onChange,
}: {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  type?: 'text' | 'email';
  autoComplete?: string;
  multiline?: boolean;
  onChange: (value: string) => void;
}) {
  const id = `contact-${name}`;
  const describedBy =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    value,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${selectClass} ${error ? 'border-red-600 dark:border-red-400' : ''}`,
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={7} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
