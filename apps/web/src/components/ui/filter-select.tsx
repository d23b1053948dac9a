/** A labelled drop-down that filters a list; the empty choice ("All …") removes the filter. */
import { useId } from 'react';
import { labelClass, selectClass } from './control-styles.ts';

export interface FilterOption {
  value: string;
  label: string;
}

export function FilterSelect({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: string;
  value: string;
  allLabel: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  // A value from the address that is not (yet) among the options still shows as chosen.
  const unknown = value !== '' && !options.some((option) => option.value === value);
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
      >
        <option value="">{allLabel}</option>
        {unknown ? <option value={value}>{value}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
