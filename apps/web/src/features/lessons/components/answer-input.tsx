/**
 * The answer field of an exercise: a number (with its unit beside it), a radio group or a set of
 * checkboxes for a choice, or a line of text. Each is labelled "Your answer".
 */
import type { ExerciseAnswer, ExerciseResponse } from '@tinkerlabs/rich-text/exercise';
import { useId } from 'react';
import { InlineContent } from '@/components/rich-text/inline-content.tsx';
import { labelClass } from '@/components/ui/control-styles.ts';

const inputClass =
  'mt-1 block w-full max-w-xs rounded-md border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 shadow-sm focus:border-secondary-500 dark:border-neutral-700 dark:bg-neutral-900 dark:text-white';

export function AnswerInput({
  answer,
  response,
  onChange,
}: {
  answer: Exclude<ExerciseAnswer, { kind: 'code' }>;
  response: ExerciseResponse;
  onChange: (response: ExerciseResponse) => void;
}) {
  const id = useId();
  if (answer.kind === 'choice') {
    const chosen = response.kind === 'choice' ? response.chosen : [];
    const toggle = (optionId: string, on: boolean) =>
      onChange({
        kind: 'choice',
        chosen: answer.multiple
          ? on
            ? [...chosen, optionId]
            : chosen.filter((c) => c !== optionId)
          : [optionId],
      });
    return (
      <fieldset>
        <legend className={labelClass}>Your answer{answer.multiple ? ' (choose all that apply)' : ''}</legend>
        <div
          role={answer.multiple ? undefined : 'radiogroup'}
          aria-label={answer.multiple ? undefined : 'Your answer'}
          className="mt-2 space-y-2"
        >
          {answer.options.map((option) => (
            <label
              key={option.id}
              className="flex cursor-pointer items-start gap-2 rounded-md border border-neutral-200 bg-white p-2 text-sm text-neutral-900 hover:border-secondary-400 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100"
            >
              <input
                type={answer.multiple ? 'checkbox' : 'radio'}
                name={id}
                value={option.id}
                checked={chosen.includes(option.id)}
                onChange={(event) => toggle(option.id, event.target.checked)}
                className="mt-0.5 h-4 w-4 accent-primary-600"
              />
              <span>
                <InlineContent nodes={option.text} />
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  const text = response.kind === 'number' || response.kind === 'text' ? response.text : '';
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Your answer
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="text"
          inputMode={answer.kind === 'number' ? 'decimal' : 'text'}
          autoComplete="off"
          spellCheck={answer.kind === 'text' && answer.mode === 'text'}
          value={text}
          onChange={(event) => onChange({ kind: answer.kind, text: event.target.value })}
          className={inputClass}
        />
        {answer.kind === 'number' && answer.unit ? (
          <span className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">{answer.unit}</span>
        ) : null}
      </div>
    </div>
  );
}
