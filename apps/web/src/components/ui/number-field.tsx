/**
 * A labelled number input for a lab's parameter. What the visitor types is kept as a draft while the
 * field has focus, so a half-typed "-", "0." or "12.0" is never replaced by the value it stands for
 * (nor by the parent's rounded or converted copy of it). Only a number within [min, max] is passed on;
 * anything else keeps its text and says what is wrong, until it is corrected or a value comes from
 * outside (a reset, a preset).
 */
import { useId, useState } from 'react';
import { labelClass, numberInputClass } from './control-styles.ts';

/** The text typed, and the value the field was given when it was typed. */
interface Draft {
  text: string;
  givenValue: number;
}

function rangeMessage(min: number | undefined, max: number | undefined, unit: string | undefined) {
  const suffix = unit ? ` ${unit}` : '';
  if (min !== undefined && max !== undefined) return `From ${min} to ${max}${suffix}`;
  if (min !== undefined) return `At least ${min}${suffix}`;
  if (max !== undefined) return `At most ${max}${suffix}`;
  return 'Enter a number';
}

export function NumberField({
  label,
  value,
  onChange,
  min,
  max,
  step = 'any',
  unit,
  hint,
  format = String,
  labelHidden = false,
  compact = false,
}: {
  label: string;
  value: number;
  /** Called with every valid number as it is typed. */
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number | 'any';
  /** Shown after the label, in brackets, and after the limits in the error. */
  unit?: string;
  /** A line under the field saying what the parameter does. */
  hint?: string;
  /** How the value is written when the visitor is not typing (the robot rounds to 3 decimals). */
  format?: (value: number) => string;
  /** For a field whose row already shows its name (a joint's slider beside it): screen readers only. */
  labelHidden?: boolean;
  /** Narrow, wide enough for "-132.5": beside a slider, or in a row of small fields. */
  compact?: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [focused, setFocused] = useState(false);
  // A new value from outside replaces a draft left behind; while the visitor types, nothing does.
  if (draft && !focused && !Object.is(draft.givenValue, value)) setDraft(null);

  const accepts = (text: string) => {
    const parsed = Number(text);
    return (
      text.trim() !== '' &&
      Number.isFinite(parsed) &&
      (min === undefined || parsed >= min) &&
      (max === undefined || parsed <= max)
    );
  };
  const invalid = draft !== null && !accepts(draft.text);
  const describedBy = [invalid ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');

  return (
    <div className={compact ? 'shrink-0' : undefined}>
      <label htmlFor={id} className={labelHidden ? 'sr-only' : labelClass}>
        {label}
        {unit ? (
          <>
            {' '}
            <span className="font-normal text-neutral-600 dark:text-neutral-400">({unit})</span>
          </>
        ) : null}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        // Every lab parameter needs a number; this also keeps a form from submitting an empty one.
        required
        value={draft ? draft.text : format(value)}
        aria-invalid={invalid}
        aria-describedby={describedBy || undefined}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false);
          // A valid entry has been passed on: show the value as the page writes it.
          if (draft && accepts(draft.text)) setDraft(null);
        }}
        onChange={(event) => {
          const text = event.target.value;
          setDraft({ text, givenValue: value });
          if (accepts(text)) onChange(Number(text));
        }}
        className={`${numberInputClass} ${compact ? 'w-24' : 'block w-full'} ${labelHidden ? '' : 'mt-1'}`}
      />
      {invalid ? (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-700 dark:text-red-400">
          {rangeMessage(min, max, unit)}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
