/**
 * A small set of exclusive options as radio buttons styled like a segmented control: a native radio group,
 * so arrow keys move between options and screen readers announce the choice and its group.
 */
import { useId } from 'react';

export function SegmentedChoice<Value extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-neutral-800 dark:text-neutral-200">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-neutral-300 px-3 py-1.5 text-sm text-neutral-800 has-checked:border-primary-700 has-checked:bg-primary-50 has-checked:font-semibold has-focus-visible:outline-2 has-focus-visible:outline-secondary-500 dark:border-neutral-600 dark:text-neutral-100 dark:has-checked:border-primary-400 dark:has-checked:bg-primary-950"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="accent-primary-700 dark:accent-primary-400"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
