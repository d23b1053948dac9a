/**
 * A number (or "not known", left empty) with its unit. The text typed is kept as typed, so "3." or
 * "-" can be on the way to a number; the form gets a number, null for empty, or NaN for text that
 * is not a number (which the contract's schema reports as "… must be a number."). The form is
 * mounted afresh whenever another copy is loaded, so the typed text starts from the value then.
 */
import { useState } from 'react';
import { FieldMessage } from '@/components/moderation/form-field.tsx';
import { labelClass, selectClass } from '@/components/ui/control-styles.ts';

const asText = (value: number | null) => (value === null || Number.isNaN(value) ? '' : String(value));

export function NumberField({
  id,
  label,
  unit,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  unit?: string;
  value: number | null;
  error?: string;
  onChange: (value: number | null) => void;
}) {
  const [typed, setTyped] = useState(() => asText(value));
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {unit ? <span className="font-normal text-neutral-600 dark:text-neutral-400"> ({unit})</span> : null}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        value={typed}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          const text = event.target.value;
          setTyped(text);
          onChange(text.trim() === '' ? null : Number(text.trim().replace(',', '.')));
        }}
        className={`${selectClass} ${error ? 'border-red-600 dark:border-red-500' : ''}`}
      />
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}
