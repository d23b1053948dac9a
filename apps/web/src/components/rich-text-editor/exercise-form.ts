/**
 * The exercise dialog's form: text as typed (numbers as text, the rich parts as Markdown), every
 * answer kind's fields at once so switching kinds and back loses nothing, and the exercise's
 * attributes made from it with the problems only the form can see (a value that is not a number,
 * Markdown the converter refuses), at their attribute paths.
 */
import { blocksToMarkdown, inlineToMarkdown } from '@tinkerlabs/rich-text/doc-to-markdown';
import type { CodeCellLanguage } from '@tinkerlabs/rich-text/document';
import {
  parseNumber,
  type ExerciseAnswer,
  type ExerciseAnswerKind,
  type ExerciseAttrs,
  type NumberMistake,
  type TextMistake,
} from '@tinkerlabs/rich-text/exercise';
import type { DocProblem } from '@tinkerlabs/rich-text/validate-doc';
import { blocksFromMarkdown, inlineFromMarkdown, type Converted } from './markdown-fields.ts';

/** `key` tells list items apart for React while they are added, removed and moved. */
export interface OptionForm {
  key: number;
  id: string;
  text: string;
  correct: boolean;
  feedback: string;
}
export interface MistakeForm {
  key: number;
  value: string;
  feedback: string;
}
export interface HintForm {
  key: number;
  text: string;
}

export interface ExerciseForm {
  title: string;
  question: string;
  kind: ExerciseAnswerKind;
  number: { value: string; tolerance: string; unit: string; mistakes: MistakeForm[] };
  choice: { multiple: boolean; options: OptionForm[] };
  text: { accepted: string; expression: boolean; mistakes: MistakeForm[] };
  code: { language: CodeCellLanguage; code: string; tests: string; solution: string };
  hints: HintForm[];
  solution: string;
  correct: string;
  incorrect: string;
}

let lastKey = 0;
export const newKey = () => (lastKey += 1);

/** The first of option-1, option-2 … that no option uses. */
export function newOption(options: readonly OptionForm[]): OptionForm {
  const ids = new Set(options.map((option) => option.id));
  let n = 1;
  while (ids.has(`option-${n}`)) n += 1;
  return { key: newKey(), id: `option-${n}`, text: '', correct: false, feedback: '' };
}

export const newMistake = (): MistakeForm => ({ key: newKey(), value: '', feedback: '' });
export const newHint = (): HintForm => ({ key: newKey(), text: '' });

const mistakesOf = (mistakes: readonly (NumberMistake | TextMistake)[]) =>
  mistakes.map((mistake) => ({
    key: newKey(),
    value: String(mistake.value),
    feedback: inlineToMarkdown(mistake.feedback),
  }));

export function exerciseFormOf(attrs: ExerciseAttrs | null): ExerciseForm {
  const first = newOption([]);
  const form: ExerciseForm = {
    title: attrs?.title ?? '',
    question: attrs ? blocksToMarkdown(attrs.question) : '',
    kind: attrs?.answer.kind ?? 'number',
    number: { value: '', tolerance: '0', unit: '', mistakes: [] },
    choice: { multiple: false, options: [first, newOption([first])] },
    text: { accepted: '', expression: false, mistakes: [] },
    code: { language: 'python', code: '', tests: '', solution: '' },
    hints: (attrs?.hints ?? []).map((hint) => ({ key: newKey(), text: blocksToMarkdown(hint) })),
    solution: attrs ? blocksToMarkdown(attrs.solution) : '',
    correct: attrs ? inlineToMarkdown(attrs.feedback.correct) : '',
    incorrect: attrs ? inlineToMarkdown(attrs.feedback.incorrect) : '',
  };
  const answer = attrs?.answer;
  switch (answer?.kind) {
    case 'number':
      form.number = {
        value: String(answer.value),
        tolerance: String(answer.tolerance),
        unit: answer.unit ?? '',
        mistakes: mistakesOf(answer.mistakes),
      };
      break;
    case 'choice':
      form.choice = {
        multiple: answer.multiple,
        options: answer.options.map((option) => ({
          key: newKey(),
          id: option.id,
          text: inlineToMarkdown(option.text),
          correct: option.correct,
          feedback: inlineToMarkdown(option.feedback),
        })),
      };
      break;
    case 'text':
      form.text = {
        accepted: answer.accepted.join('\n'),
        expression: answer.mode === 'expression',
        mistakes: mistakesOf(answer.mistakes),
      };
      break;
    case 'code':
      form.code = {
        language: answer.language,
        code: answer.code,
        tests: answer.tests,
        solution: answer.solution,
      };
      break;
  }
  return form;
}

/**
 * The exercise under `id`, and the form's own problems.
 * @example exerciseFromForm(form, 'reach').attrs.answer // { kind: 'number', value: 0.55, tolerance: 0.005, unit: 'm', mistakes: [] }
 */
export function exerciseFromForm(
  form: ExerciseForm,
  id: string,
): { attrs: ExerciseAttrs; problems: DocProblem[] } {
  const problems: DocProblem[] = [];
  const read = <T>(converted: Converted<T>, path: string): T => {
    if (converted.problem) problems.push({ path, message: converted.problem });
    return converted.value;
  };
  const blocks = (text: string, path: string) => read(blocksFromMarkdown(text), path);
  const inline = (text: string, path: string) => read(inlineFromMarkdown(text), path);
  const number = (text: string, path: string, missing: string) => {
    const value = parseNumber(text);
    if (value === null)
      problems.push({ path, message: text.trim() ? 'Type a number, such as 0.55 or 2.5e-3.' : missing });
    return value ?? Number.NaN;
  };

  let answer: ExerciseAnswer;
  switch (form.kind) {
    case 'number': {
      const { value, tolerance, unit, mistakes } = form.number;
      answer = {
        kind: 'number',
        value: number(value, 'answer.value', 'Give the right answer.'),
        tolerance: tolerance.trim() ? number(tolerance, 'answer.tolerance', '') : 0,
        unit: unit.trim() || null,
        mistakes: mistakes.map((mistake, index) => ({
          value: number(
            mistake.value,
            `answer.mistakes.${index}.value`,
            'Give the wrong answer this is about.',
          ),
          feedback: inline(mistake.feedback, `answer.mistakes.${index}.feedback`),
        })),
      };
      break;
    }
    case 'choice':
      answer = {
        kind: 'choice',
        multiple: form.choice.multiple,
        options: form.choice.options.map((option, index) => ({
          id: option.id,
          text: inline(option.text, `answer.options.${index}.text`),
          correct: option.correct,
          feedback: inline(option.feedback, `answer.options.${index}.feedback`),
        })),
      };
      break;
    case 'text':
      answer = {
        kind: 'text',
        accepted: form.text.accepted
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
        mode: form.text.expression ? 'expression' : 'text',
        mistakes: form.text.mistakes.map((mistake, index) => ({
          value: mistake.value.trim(),
          feedback: inline(mistake.feedback, `answer.mistakes.${index}.feedback`),
        })),
      };
      break;
    case 'code':
      answer = { kind: 'code', ...form.code };
      break;
  }
  const attrs: ExerciseAttrs = {
    id,
    title: form.title.trim(),
    question: blocks(form.question, 'question'),
    answer,
    hints: form.hints.map((hint, index) => blocks(hint.text, `hints.${index}`)),
    solution: blocks(form.solution, 'solution'),
    feedback: {
      correct: inline(form.correct, 'feedback.correct'),
      incorrect: inline(form.incorrect, 'feedback.incorrect'),
    },
  };
  return { attrs, problems };
}
