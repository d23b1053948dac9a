/**
 * The controls of the interactive blocks' dialogs: a text field (one line, several, or code), a
 * select and a checkbox, each labelled, with its hint and its message tied to it (aria-describedby,
 * aria-invalid) as the site's other forms do.
 */
import { useId, type ReactNode } from 'react';
import { FieldMessage } from '@/components/moderation/form-field.tsx';
import { labelClass, selectClass } from '@/components/ui/control-styles.ts';
import type { Choice } from './block-labels.ts';

interface FieldFrame {
  label: string;
  error?: string;
  hint?: ReactNode;
}

function useDescribedBy(hint: unknown, error: unknown) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, describedBy: describedBy || undefined };
}

function Hint({ id, hint }: { id: string; hint: ReactNode }) {
  return hint ? (
    <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
      {hint}
    </p>
  ) : null;
}

const invalidClass = 'border-red-600 dark:border-red-500';

export interface TextFieldProps extends FieldFrame {
  value: string;
  onChange: (value: string) => void;
  /** Several lines when given. */
  rows?: number;
  /** Program text: monospace, no spelling or case correction. */
  code?: boolean;
  inputMode?: 'decimal' | 'text';
  placeholder?: string;
}

export function TextField({
  label,
  error,
  hint,
  value,
  onChange,
  rows,
  code,
  inputMode,
  placeholder,
}: TextFieldProps) {
  const { id, describedBy } = useDescribedBy(hint, error);
  const shared = {
    id,
    value,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    spellCheck: code ? false : undefined,
    autoCapitalize: code ? 'off' : undefined,
    autoCorrect: code ? 'off' : undefined,
    className: `${selectClass} ${code ? 'font-mono' : ''} ${error ? invalidClass : ''}`,
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {rows ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type="text"
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <Hint id={id} hint={hint} />
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

export interface SelectFieldProps<T extends string> extends FieldFrame {
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
}

export function SelectField<T extends string>({
  label,
  error,
  hint,
  value,
  choices,
  onChange,
}: SelectFieldProps<T>) {
  const { id, describedBy } = useDescribedBy(hint, error);
  // A stored value the list does not offer (a newer kind) stays selectable rather than silently changing.
  const all = choices.some((choice) => choice.value === value)
    ? choices
    : [...choices, { value, label: value }];
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value as T)}
        className={`${selectClass} ${error ? invalidClass : ''}`}
      >
        {all.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <Hint id={id} hint={hint} />
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

export interface CheckboxFieldProps extends FieldFrame {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export function CheckboxField({ label, error, hint, checked, onChange }: CheckboxFieldProps) {
  const { id, describedBy } = useDescribedBy(hint, error);
  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked)}
          className="size-4 rounded border-neutral-300 accent-secondary-600"
        />
        <label htmlFor={id} className="text-sm text-neutral-800 dark:text-neutral-200">
          {label}
        </label>
      </div>
      <Hint id={id} hint={hint} />
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

/** A group of fields under a legend (an option, a hint, the answer). */
export function FieldGroup({
  legend,
  error,
  children,
}: {
  legend: string;
  error?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      className="flex flex-col gap-3 rounded-lg border border-neutral-200 p-3 dark:border-neutral-700"
    >
      <legend className="px-1 text-sm font-semibold text-neutral-900 dark:text-white">{legend}</legend>
      {children}
      {error ? (
        // Focusable, so a failed OK can take the author to it as to a field.
        <p id={`${id}-error`} tabIndex={-1} data-invalid className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A small button inside a form (add, remove, move): never the form's submit. */
export function SmallButton({
  label,
  onClick,
  children,
}: {
  /** The accessible name, when the visible text alone is ambiguous ("Remove option 2"). */
  label?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="rounded-md border border-neutral-300 px-2 py-1 text-xs font-semibold text-neutral-800 hover:bg-neutral-100 dark:border-neutral-600 dark:text-neutral-100 dark:hover:bg-neutral-800"
    >
      {children}
    </button>
  );
}
