/**
 * The exercise's dialog: title, question, the answer (exercise-answer-fields.tsx), hints in the
 * order they are revealed, the worked solution and the feedback for a right and a wrong answer. The
 * rich parts are light Markdown with $…$ maths (markdown-fields.ts). A new exercise's id is made from
 * its title (a slug no other block of the document uses); an edited one keeps its id, under which
 * learners' progress is recorded, even when its title changes.
 */
import type { ExerciseNode } from '@tinkerlabs/rich-text/document';
import type { ExerciseAttrs } from '@tinkerlabs/rich-text/exercise';
import { useMemo, useState } from 'react';
import { BlockDialog, type BlockEditorProps } from './block-dialog.tsx';
import { FieldGroup, SmallButton, TextField } from './block-form-fields.tsx';
import { exerciseIdFromTitle } from './block-ids.ts';
import { blockProblems } from './block-problems.ts';
import { ExerciseAnswerFields } from './exercise-answer-fields.tsx';
import { exerciseFormOf, exerciseFromForm, newHint, type ExerciseForm } from './exercise-form.ts';
import { useBlockProblems } from './use-block-problems.ts';

const blocksHint =
  'Markdown: **bold**, *italic*, `code`, [links](https://…), $maths$, $$display maths$$, lists and ``` code blocks.';
const inlineHint = 'One line of Markdown, with $maths$.';

/** The attribute paths the dialog has a field (or a group) for, given how many items each list has. */
function fieldsOf(form: ExerciseForm): string[] {
  const indexes = (items: readonly unknown[]) => items.map((_, index) => index);
  const mistakes = form.kind === 'number' ? form.number.mistakes : form.text.mistakes;
  return [
    'title',
    'question',
    'answer',
    ...['value', 'tolerance', 'unit', 'mistakes', 'options', 'multiple', 'accepted', 'mode'].map(
      (field) => `answer.${field}`,
    ),
    ...['language', 'code', 'tests', 'solution'].map((field) => `answer.${field}`),
    ...indexes(mistakes).flatMap((i) => [`answer.mistakes.${i}.value`, `answer.mistakes.${i}.feedback`]),
    ...indexes(form.choice.options).flatMap((i) => [
      `answer.options.${i}.text`,
      `answer.options.${i}.feedback`,
    ]),
    'hints',
    ...indexes(form.hints).map((i) => `hints.${i}`),
    'solution',
    'feedback.correct',
    'feedback.incorrect',
  ];
}

export function ExerciseDialog({ initial, takenIds, onConfirm, onClose }: BlockEditorProps<ExerciseAttrs>) {
  const [form, setForm] = useState(() => exerciseFormOf(initial));
  const change = (next: Partial<ExerciseForm>) => setForm((current) => ({ ...current, ...next }));
  const id = initial?.id ?? exerciseIdFromTitle(form.title, takenIds);
  const made = useMemo(() => exerciseFromForm(form, id), [form, id]);
  const node = useMemo<ExerciseNode>(() => ({ type: 'exercise', attrs: made.attrs }), [made]);
  const problems = useBlockProblems(
    useMemo(() => [...made.problems, ...blockProblems(node)], [made, node]),
    fieldsOf(form),
  );
  const { error } = problems;
  const { hints } = form;
  const setHint = (index: number, text: string) =>
    change({ hints: hints.map((hint, at) => (at === index ? { ...hint, text } : hint)) });
  const moveUp = (index: number) =>
    change({
      hints: [...hints.slice(0, index - 1), hints[index]!, hints[index - 1]!, ...hints.slice(index + 1)],
    });

  return (
    <BlockDialog
      title={initial ? 'Edit the exercise' : 'Insert an exercise'}
      node={node}
      problems={problems}
      onConfirm={() => onConfirm(made.attrs)}
      onClose={onClose}
    >
      <TextField
        label="Title"
        hint={
          <>
            Id <code>{id}</code>
            {initial
              ? ': kept when the title changes, as learners’ progress is recorded under it.'
              : ', made from the title.'}
          </>
        }
        value={form.title}
        onChange={(title) => change({ title })}
        error={error('title')}
      />
      <TextField
        label="Question"
        hint={blocksHint}
        rows={5}
        value={form.question}
        onChange={(question) => change({ question })}
        error={error('question')}
      />
      <ExerciseAnswerFields form={form} change={change} error={error} />
      <FieldGroup legend="Hints" error={error('hints')}>
        <p className="text-xs text-neutral-600 dark:text-neutral-400">
          Revealed one at a time, in this order. {blocksHint}
        </p>
        {hints.map((hint, index) => (
          <div key={hint.key} className="flex flex-col gap-2">
            <TextField
              label={`Hint ${index + 1}`}
              rows={3}
              value={hint.text}
              onChange={(text) => setHint(index, text)}
              error={error(`hints.${index}`)}
            />
            <div className="flex gap-2">
              {index > 0 ? (
                <SmallButton label={`Move hint ${index + 1} up`} onClick={() => moveUp(index)}>
                  Move up
                </SmallButton>
              ) : null}
              <SmallButton
                label={`Remove hint ${index + 1}`}
                onClick={() => change({ hints: hints.filter((_, at) => at !== index) })}
              >
                Remove
              </SmallButton>
            </div>
          </div>
        ))}
        <div>
          <SmallButton onClick={() => change({ hints: [...hints, newHint()] })}>Add a hint</SmallButton>
        </div>
      </FieldGroup>
      <TextField
        label="Worked solution"
        hint={`The page ends it with the answer itself. ${blocksHint}`}
        rows={5}
        value={form.solution}
        onChange={(solution) => change({ solution })}
        error={error('solution')}
      />
      <FieldGroup legend="Feedback (optional)">
        <p className="text-xs text-neutral-600 dark:text-neutral-400">
          Said with “Correct” or “Not yet” when the chosen option or mistake has nothing of its own to say.
        </p>
        <TextField
          label="For a right answer"
          hint={inlineHint}
          value={form.correct}
          onChange={(correct) => change({ correct })}
          error={error('feedback.correct')}
        />
        <TextField
          label="For a wrong answer"
          hint={inlineHint}
          value={form.incorrect}
          onChange={(incorrect) => change({ incorrect })}
          error={error('feedback.incorrect')}
        />
      </FieldGroup>
    </BlockDialog>
  );
}
