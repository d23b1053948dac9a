/**
 * A number input that lets the learner type freely ("-", "12.") while it has focus: the text being
 * typed is kept as a draft, every parseable value is passed on at once, and the field shows the
 * live value again when it loses focus (e.g. while the arm animates).
 */
import { useState, type InputHTMLAttributes } from 'react';
import { formatValue } from '../lib/format-value.ts';

export function NumberField({
  value,
  onValue,
  decimals = 3,
  ...props
}: {
  value: number;
  onValue: (value: number) => void;
  decimals?: number;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'>) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <input
      {...props}
      type="number"
      inputMode="decimal"
      value={draft ?? formatValue(value, decimals)}
      onChange={(event) => {
        setDraft(event.target.value);
        const parsed = event.target.valueAsNumber;
        if (Number.isFinite(parsed)) onValue(parsed);
      }}
      onBlur={(event) => {
        setDraft(null);
        props.onBlur?.(event);
      }}
    />
  );
}
