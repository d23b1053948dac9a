/**
 * A labelled number input for a parameter. It keeps what the visitor types, reports only valid
 * numbers within [min, max], and says what is wrong otherwise, so a half-typed "0." never resets a run.
 */
import { useId, useState } from 'react';
import { labelClass } from '@/components/ui/control-styles.ts';

export const numberInputClass =
  'mt-1 block w-full rounded-md border border-neutral-300 bg-white px-2 py-1.5 text-sm text-neutral-900 tabular-nums shadow-sm focus:border-secondary-500 aria-invalid:border-red-600 dark:border-neutral-700 dark:bg-neutral-900 dark:text-white';

export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step,
  hint,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
  step: number;
  hint?: string;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // A new value from outside (a reset) replaces what was typed.
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const parsed = Number(text);
  const valid = text.trim() !== '' && Number.isFinite(parsed) && parsed >= min && parsed <= max;
  return (
    <div>
      <label htmlFor={id} className={labelClass} title={hint}>
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={text}
        aria-invalid={!valid}
        aria-describedby={valid ? undefined : `${id}-error`}
        onChange={(event) => {
          setText(event.target.value);
          const next = Number(event.target.value);
          if (event.target.value.trim() !== '' && Number.isFinite(next) && next >= min && next <= max) {
            setShown(next);
            onChange(next);
          }
        }}
        className={numberInputClass}
      />
      {valid ? null : (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700 dark:text-red-400">
          From {min} to {max}
        </p>
      )}
    </div>
  );
}
