/**
 * A list of short texts edited as rows (highlights, typical uses, platforms, tag slugs): each row has
 * its own labelled input and a Remove button; "Add" appends an empty row and focuses it.
 */
import { Plus, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { FieldMessage } from '@/components/moderation/form-field.tsx';
import { labelClass, secondaryButtonClass, selectClass } from '@/components/ui/control-styles.ts';

export function TextListField({
  id,
  label,
  itemLabel,
  values,
  error,
  hint,
  onChange,
}: {
  id: string;
  label: string;
  /** Names one row for screen readers, e.g. "Highlight". */
  itemLabel: string;
  values: string[];
  error?: string;
  hint?: string;
  onChange: (values: string[]) => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  // After "Add", the new (last) row's input takes the focus once it is rendered.
  const focusLast = useRef(false);
  useEffect(() => {
    if (!focusLast.current) return;
    focusLast.current = false;
    list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus();
  });
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined}>
      <legend className={labelClass}>{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
          {hint}
        </p>
      ) : null}
      <ul ref={list} className="mt-1 space-y-2">
        {values.map((value, index) => (
          <li key={index} className="flex items-center gap-2">
            <input
              aria-label={`${itemLabel} ${index + 1}`}
              value={value}
              aria-invalid={error ? true : undefined}
              onChange={(event) => onChange(values.map((v, i) => (i === index ? event.target.value : v)))}
              className={`${selectClass} mt-0`}
            />
            <button
              type="button"
              onClick={() => onChange(values.filter((_, i) => i !== index))}
              className={secondaryButtonClass}
              aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
            >
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => {
          onChange([...values, '']);
          focusLast.current = true;
        }}
        className={`${secondaryButtonClass} mt-2`}
      >
        <Plus aria-hidden className="size-4" /> Add {itemLabel.toLowerCase()}
      </button>
      <FieldMessage id={`${id}-error`} message={error} />
    </fieldset>
  );
}
