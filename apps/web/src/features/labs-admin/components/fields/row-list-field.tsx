/**
 * A list of small records edited as rows of labelled inputs (a key specification's label and value,
 * an example's title, description and code, a reference's title and address), with Add, Remove and
 * Move up so the order shown on the public page can be set.
 */
import { ArrowUp, Plus, X } from 'lucide-react';
import { FieldMessage } from '@/components/moderation/form-field.tsx';
import { labelClass, secondaryButtonClass, selectClass } from '@/components/ui/control-styles.ts';

export interface RowColumn<K extends string> {
  key: K;
  label: string;
  /** A textarea of this many rows; a one-line input when absent. */
  lines?: number;
  monospace?: boolean;
}

export function RowListField<K extends string>({
  id,
  label,
  itemLabel,
  columns,
  rows,
  error,
  onChange,
}: {
  id: string;
  label: string;
  itemLabel: string;
  columns: readonly RowColumn<K>[];
  rows: Record<K, string>[];
  error?: string;
  onChange: (rows: Record<K, string>[]) => void;
}) {
  const empty = Object.fromEntries(columns.map((column) => [column.key, ''])) as Record<K, string>;
  const update = (index: number, key: K, value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));
  const moveUp = (index: number) =>
    onChange(rows.map((row, i) => (i === index - 1 ? rows[index]! : i === index ? rows[index - 1]! : row)));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={labelClass}>{label}</legend>
      <ol className="mt-1 space-y-3">
        {rows.map((row, index) => (
          <li
            key={index}
            className="rounded-lg border border-neutral-200 p-3 dark:border-neutral-700"
            aria-label={`${itemLabel} ${index + 1}`}
          >
            <div className={columns.some((c) => c.lines) ? 'space-y-2' : 'grid gap-2 sm:grid-cols-2'}>
              {columns.map((column) => {
                const inputId = `${id}-${index}-${column.key}`;
                const shared = {
                  id: inputId,
                  value: row[column.key],
                  onChange: (event: { target: { value: string } }) =>
                    update(index, column.key, event.target.value),
                  className: `${selectClass} ${column.monospace ? 'font-mono' : ''}`,
                };
                return (
                  <div key={column.key}>
                    <label
                      htmlFor={inputId}
                      className="text-xs font-medium text-neutral-700 dark:text-neutral-300"
                    >
                      {column.label} ({itemLabel.toLowerCase()} {index + 1})
                    </label>
                    {column.lines ? (
                      <textarea rows={column.lines} spellCheck={!column.monospace} {...shared} />
                    ) : (
                      <input {...shared} />
                    )}
                  </div>
                );
              })}
            </div>
            <div className="mt-2 flex justify-end gap-2">
              {index > 0 ? (
                <button type="button" onClick={() => moveUp(index)} className={secondaryButtonClass}>
                  <ArrowUp aria-hidden className="size-4" />
                  <span className="sr-only">
                    Move {itemLabel.toLowerCase()} {index + 1} up
                  </span>
                </button>
              ) : null}
              <button
                type="button"
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
                className={secondaryButtonClass}
              >
                <X aria-hidden className="size-4" />
                <span className="sr-only">
                  Remove {itemLabel.toLowerCase()} {index + 1}
                </span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        onClick={() => onChange([...rows, empty])}
        className={`${secondaryButtonClass} mt-2`}
      >
        <Plus aria-hidden className="size-4" /> Add {itemLabel.toLowerCase()}
      </button>
      <FieldMessage id={`${id}-error`} message={error} />
    </fieldset>
  );
}
