/**
 * The project's components in the order the parts list will show them: quantity and a note per
 * component, move up and down, remove. Each row's controls name the component for screen readers.
 */
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { FieldMessage } from '@/components/moderation/form-field.tsx';
import { labelClass, secondaryButtonClass, selectClass } from '@/components/ui/control-styles.ts';
import type { ChosenComponent } from '../lib/project-form-values.ts';
import { errorId, fieldId, invalidProps, type FieldErrors } from '../lib/field-errors.ts';

const iconButton = `${secondaryButtonClass} px-2 py-1`;

export function ChosenComponents({
  components,
  onChange,
  errors,
}: {
  components: ChosenComponent[];
  onChange: (components: ChosenComponent[]) => void;
  errors: FieldErrors;
}) {
  if (components.length === 0) {
    return <p className="text-sm text-neutral-600 dark:text-neutral-400">No components listed yet.</p>;
  }
  const update = (index: number, patch: Partial<ChosenComponent>) =>
    onChange(components.map((component, i) => (i === index ? { ...component, ...patch } : component)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...components];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    onChange(next);
  };

  return (
    <ol aria-label="Chosen components" className="space-y-3">
      {components.map((component, index) => {
        const at = `components.${index}`;
        const quantityError = errors[`${at}.quantity`];
        const noteError = errors[`${at}.note`];
        const keyError = errors[`${at}.uniqueKey`] ?? errors[at];
        return (
          <li
            key={component.uniqueKey}
            className="rounded-lg border border-neutral-200 p-3 dark:border-neutral-800"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <p className="min-w-0">
                <span className="font-medium text-neutral-900 dark:text-white">{component.name}</span>{' '}
                <span className="font-mono text-xs text-neutral-600 dark:text-neutral-400">
                  {component.uniqueKey}
                  {component.detail ? ` · ${component.detail}` : ''}
                </span>
              </p>
              <div className="flex gap-1">
                <button
                  type="button"
                  className={iconButton}
                  disabled={index === 0}
                  aria-label={`Move ${component.name} up`}
                  onClick={() => move(index, -1)}
                >
                  <ArrowUp aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  disabled={index === components.length - 1}
                  aria-label={`Move ${component.name} down`}
                  onClick={() => move(index, 1)}
                >
                  <ArrowDown aria-hidden className="size-4" />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Remove ${component.name}`}
                  onClick={() => onChange(components.filter((_, i) => i !== index))}
                >
                  <Trash2 aria-hidden className="size-4" />
                </button>
              </div>
            </div>
            <FieldMessage id={errorId(`${at}.uniqueKey`)} message={keyError} />
            <div className="mt-2 grid gap-3 sm:grid-cols-[8rem_1fr]">
              <div>
                <label htmlFor={fieldId(`${at}.quantity`)} className={labelClass}>
                  Quantity <span className="sr-only">of {component.name}</span>
                </label>
                <input
                  {...invalidProps(`${at}.quantity`, quantityError)}
                  inputMode="numeric"
                  value={component.quantity}
                  onChange={(event) => update(index, { quantity: event.target.value })}
                  className={selectClass}
                />
                <FieldMessage id={errorId(`${at}.quantity`)} message={quantityError} />
              </div>
              <div>
                <label htmlFor={fieldId(`${at}.note`)} className={labelClass}>
                  Note (optional) <span className="sr-only">for {component.name}</span>
                </label>
                <input
                  {...invalidProps(`${at}.note`, noteError)}
                  value={component.note}
                  maxLength={200}
                  placeholder="e.g. any 5 V version works"
                  onChange={(event) => update(index, { note: event.target.value })}
                  className={selectClass}
                />
                <FieldMessage id={errorId(`${at}.note`)} message={noteError} />
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
