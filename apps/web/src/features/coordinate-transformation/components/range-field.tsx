/**
 * A labelled slider with its value shown beside the label. Every quantity the figures let a visitor drag
 * is also a slider, so the whole lesson works from the keyboard (arrow keys, Page Up/Down, Home/End).
 */
import { useId } from 'react';
import { labelClass } from '@/components/ui/control-styles.ts';
import { formatNumber } from '../lib/latex-format.ts';

export function RangeField({
  label,
  value,
  min,
  max,
  step,
  digits = 1,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** Decimals shown beside the label. */
  digits?: number;
  onChange: (value: number) => void;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        {/* The slider announces its own value; this copy is for the eye. */}
        <span
          aria-hidden="true"
          className="font-mono text-sm tabular-nums text-neutral-700 dark:text-neutral-300"
        >
          {formatNumber(value, digits)}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="mt-1 h-6 w-full cursor-pointer accent-primary-700 dark:accent-primary-400"
      />
    </div>
  );
}
