/**
 * The answer part of the exercise dialog, by kind: a number (value, tolerance, unit), multiple
 * choice (options with their text, whether each is right and what to tell a learner who picks it),
 * a text or expression (accepted answers, one per line), or a program (starting code, hidden tests,
 * the author's solution). Number and text answers may list common mistakes with their own feedback.
 */
import { CheckboxField, FieldGroup, SelectField, SmallButton, TextField } from './block-form-fields.tsx';
import { answerKindChoices, languageChoices } from './block-labels.ts';
import { newMistake, newOption, type ExerciseForm, type MistakeForm } from './exercise-form.ts';

export interface AnswerFieldsProps {
  form: ExerciseForm;
  change: (next: Partial<ExerciseForm>) => void;
  error: (path: string) => string | undefined;
}

const inlineHint = 'One line of Markdown: **bold**, *italic*, `code`, [links](https://…) and $maths$.';

/** Replaces the item at `index` with `next` merged in. */
function updated<T>(items: readonly T[], index: number, next: Partial<T>): T[] {
  return items.map((item, at) => (at === index ? { ...item, ...next } : item));
}

export function ExerciseAnswerFields({ form, change, error }: AnswerFieldsProps) {
  return (
    <FieldGroup legend="Answer" error={error('answer')}>
      <SelectField
        label="Kind of answer"
        value={form.kind}
        choices={answerKindChoices}
        onChange={(kind) => change({ kind })}
      />
      {form.kind === 'number' ? <NumberFields form={form} change={change} error={error} /> : null}
      {form.kind === 'choice' ? <ChoiceFields form={form} change={change} error={error} /> : null}
      {form.kind === 'text' ? <TextAnswerFields form={form} change={change} error={error} /> : null}
      {form.kind === 'code' ? <CodeFields form={form} change={change} error={error} /> : null}
    </FieldGroup>
  );
}

function NumberFields({ form, change, error }: AnswerFieldsProps) {
  const number = form.number;
  const set = (next: Partial<ExerciseForm['number']>) => change({ number: { ...number, ...next } });
  return (
    <>
      <TextField
        label="Right answer"
        inputMode="decimal"
        value={number.value}
        onChange={(value) => set({ value })}
        error={error('answer.value')}
      />
      <TextField
        label="Tolerance"
        hint="An answer within ± this of the right one counts as right."
        inputMode="decimal"
        value={number.tolerance}
        onChange={(tolerance) => set({ tolerance })}
        error={error('answer.tolerance')}
      />
      <TextField
        label="Unit (optional)"
        hint="Learners may type it after the number."
        value={number.unit}
        onChange={(unit) => set({ unit })}
        error={error('answer.unit')}
      />
      <MistakeFields
        mistakes={number.mistakes}
        numeric
        onChange={(mistakes) => set({ mistakes })}
        error={error}
      />
    </>
  );
}

function ChoiceFields({ form, change, error }: AnswerFieldsProps) {
  const { options, multiple } = form.choice;
  const set = (next: Partial<ExerciseForm['choice']>) => change({ choice: { ...form.choice, ...next } });
  return (
    <>
      {options.map((option, index) => (
        <FieldGroup key={option.key} legend={`Option ${index + 1}`}>
          <TextField
            label="Text"
            hint={inlineHint}
            value={option.text}
            onChange={(text) => set({ options: updated(options, index, { text }) })}
            error={error(`answer.options.${index}.text`)}
          />
          <CheckboxField
            label="Correct"
            checked={option.correct}
            onChange={(correct) => set({ options: updated(options, index, { correct }) })}
          />
          <TextField
            label="Feedback when chosen (optional)"
            value={option.feedback}
            onChange={(feedback) => set({ options: updated(options, index, { feedback }) })}
            error={error(`answer.options.${index}.feedback`)}
          />
          <div>
            <SmallButton
              label={`Remove option ${index + 1}`}
              onClick={() => set({ options: options.filter((_, at) => at !== index) })}
            >
              Remove
            </SmallButton>
          </div>
        </FieldGroup>
      ))}
      {error('answer.options') ? (
        <p tabIndex={-1} data-invalid className="text-sm text-red-700 dark:text-red-400">
          {error('answer.options')}
        </p>
      ) : null}
      <div>
        <SmallButton onClick={() => set({ options: [...options, newOption(options)] })}>
          Add an option
        </SmallButton>
      </div>
      <CheckboxField
        label="Learners choose all that apply"
        hint="Tick it when more than one option is correct."
        checked={multiple}
        onChange={(value) => set({ multiple: value })}
        error={error('answer.multiple')}
      />
    </>
  );
}

function TextAnswerFields({ form, change, error }: AnswerFieldsProps) {
  const text = form.text;
  const set = (next: Partial<ExerciseForm['text']>) => change({ text: { ...text, ...next } });
  return (
    <>
      <TextField
        label="Accepted answers"
        hint="One per line. Case, extra spaces and a final full stop do not count."
        rows={3}
        value={text.accepted}
        onChange={(accepted) => set({ accepted })}
        error={error('answer.accepted')}
      />
      <CheckboxField
        label="Compare as an expression"
        hint="Also ignores all spaces, reads ** as ^ and drops a left side such as y =."
        checked={text.expression}
        onChange={(expression) => set({ expression })}
        error={error('answer.mode')}
      />
      <MistakeFields mistakes={text.mistakes} onChange={(mistakes) => set({ mistakes })} error={error} />
    </>
  );
}

function CodeFields({ form, change, error }: AnswerFieldsProps) {
  const code = form.code;
  const set = (next: Partial<ExerciseForm['code']>) => change({ code: { ...code, ...next } });
  const testsHint =
    code.language === 'cpp'
      ? 'TEST(name) { CHECK(condition); CHECK_NEAR(a, b, tolerance); } blocks, run after the learner’s code (which has no main).'
      : 'Functions test_… that assert, run after the learner’s code in the same module.';
  return (
    <>
      <SelectField
        label="Language"
        value={code.language}
        choices={languageChoices}
        onChange={(language) => set({ language })}
        error={error('answer.language')}
      />
      <TextField
        label="Starting code"
        rows={6}
        code
        value={code.code}
        onChange={(value) => set({ code: value })}
        error={error('answer.code')}
      />
      <TextField
        label="Tests"
        hint={testsHint}
        rows={8}
        code
        value={code.tests}
        onChange={(tests) => set({ tests })}
        error={error('answer.tests')}
      />
      <TextField
        label="Solution"
        hint="Your own answer: it must pass every test."
        rows={6}
        code
        value={code.solution}
        onChange={(solution) => set({ solution })}
        error={error('answer.solution')}
      />
    </>
  );
}

function MistakeFields({
  mistakes,
  numeric,
  onChange,
  error,
}: {
  mistakes: MistakeForm[];
  numeric?: boolean;
  onChange: (mistakes: MistakeForm[]) => void;
  error: (path: string) => string | undefined;
}) {
  return (
    <FieldGroup legend="Common mistakes (optional)" error={error('answer.mistakes')}>
      <p className="text-xs text-neutral-600 dark:text-neutral-400">
        A wrong answer you expect, and what to tell a learner who gives it.
      </p>
      {mistakes.map((mistake, index) => (
        <div
          key={mistake.key}
          className="flex flex-col gap-2 border-t border-neutral-200 pt-2 dark:border-neutral-700"
        >
          <TextField
            label={`Mistake ${index + 1}: the wrong answer`}
            inputMode={numeric ? 'decimal' : undefined}
            value={mistake.value}
            onChange={(value) => onChange(updated(mistakes, index, { value }))}
            error={error(`answer.mistakes.${index}.value`)}
          />
          <TextField
            label={`Mistake ${index + 1}: what to tell them`}
            hint={inlineHint}
            value={mistake.feedback}
            onChange={(feedback) => onChange(updated(mistakes, index, { feedback }))}
            error={error(`answer.mistakes.${index}.feedback`)}
          />
          <div>
            <SmallButton
              label={`Remove mistake ${index + 1}`}
              onClick={() => onChange(mistakes.filter((_, at) => at !== index))}
            >
              Remove
            </SmallButton>
          </div>
        </div>
      ))}
      <div>
        <SmallButton onClick={() => onChange([...mistakes, newMistake()])}>Add a common mistake</SmallButton>
      </div>
    </FieldGroup>
  );
}
