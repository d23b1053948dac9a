/**
 * Exercises inside documents: what an author writes (the question, one kind of answer, graduated
 * hints, a worked solution) and the checks that run in the learner's browser. Number, choice and
 * text answers are checked here; a code answer is checked by running the author's tests with the
 * code cell's runner (see the web app's lessons feature), which reports the same `ExerciseVerdict`.
 */
import type { BasicBlockNode, CodeCellLanguage, InlineNode, RichTextDoc } from './document.ts';

/** The rich parts of an exercise (question, hint, solution): prose, maths, code, lists, figures. */
export type RichBlocks = BasicBlockNode[];

/** An answer an author expects learners to give by mistake, with what to tell them. */
export type NumberMistake = { value: number; feedback: InlineNode[] };
export type TextMistake = { value: string; feedback: InlineNode[] };

export type ChoiceOption = {
  /** Unique within the exercise; what a learner's choice is recorded as. */
  id: string;
  text: InlineNode[];
  correct: boolean;
  /** Why this option is right or wrong, shown after it was chosen. */
  feedback: InlineNode[];
};

export type ExerciseAnswer =
  | {
      kind: 'number';
      value: number;
      /** An answer within ± tolerance of `value` is correct. */
      tolerance: number;
      unit: string | null;
      mistakes: NumberMistake[];
    }
  | { kind: 'choice'; multiple: boolean; options: ChoiceOption[] }
  | {
      kind: 'text';
      /** Each accepted answer; compared after normalising (see `normaliseText`). */
      accepted: string[];
      /** `expression` also ignores spaces, `**` for `^` and a leading `y =`-style left side. */
      mode: 'text' | 'expression';
      mistakes: TextMistake[];
    }
  | {
      kind: 'code';
      language: CodeCellLanguage;
      /** The code the learner starts from. */
      code: string;
      /** Hidden tests: Python functions `test_…` (asserts) or C++ `TEST(name) { CHECK(…); }` blocks. */
      tests: string;
      /** The author's solution: it passes every test (the seed content's tests check this). */
      solution: string;
    };

export type ExerciseAnswerKind = ExerciseAnswer['kind'];
export const exerciseAnswerKinds = [
  'number',
  'choice',
  'text',
  'code',
] as const satisfies readonly ExerciseAnswerKind[];

export type ExerciseAttrs = {
  /** Unique in its document: progress is recorded under the page and this id. */
  id: string;
  title: string;
  question: RichBlocks;
  answer: ExerciseAnswer;
  /** Revealed one at a time ("Hint 1 of 3"). */
  hints: RichBlocks[];
  /** The worked solution; the page ends it with the answer itself. */
  solution: RichBlocks;
  /** Said with "Correct" / "Not yet" when no option or mistake has its own feedback. */
  feedback: { correct: InlineNode[]; incorrect: InlineNode[] };
};

/** What a learner gave: a number's text, the chosen option ids, a text, or a program. */
export type ExerciseResponse =
  | { kind: 'number'; text: string }
  | { kind: 'choice'; chosen: string[] }
  | { kind: 'text'; text: string }
  | { kind: 'code'; code: string };

export type ExerciseVerdict =
  | { status: 'correct'; feedback: InlineNode[] }
  | { status: 'incorrect'; feedback: InlineNode[] }
  /** Not an answer at all (an empty field, "abc" for a number): said, but not counted as an attempt. */
  | { status: 'invalid'; message: string };

/**
 * Checks a number, choice or text answer. Code answers are checked by running their tests; here
 * they are `invalid`.
 * @example checkAnswer({ kind: 'number', value: 0.5, tolerance: 0.01, unit: 'm', mistakes: [] }, { kind: 'number', text: '0,5' })
 * // { status: 'correct', feedback: [] }
 */
export function checkAnswer(attrs: ExerciseAttrs, response: ExerciseResponse): ExerciseVerdict {
  const { answer, feedback } = attrs;
  const right = (own?: InlineNode[]) => ({
    status: 'correct' as const,
    feedback: own?.length ? own : feedback.correct,
  });
  const wrong = (own?: InlineNode[]) => ({
    status: 'incorrect' as const,
    feedback: own?.length ? own : feedback.incorrect,
  });
  if (answer.kind === 'number' && response.kind === 'number') {
    const given = parseNumber(response.text, answer.unit);
    if (given === null) return { status: 'invalid', message: 'Type a number, such as 0.25 or 2.5e-3.' };
    if (Math.abs(given - answer.value) <= answer.tolerance + 1e-12 * Math.abs(answer.value)) return right();
    const mistake = answer.mistakes.find(
      (m) => Math.abs(given - m.value) <= answer.tolerance + 1e-12 * Math.abs(m.value),
    );
    return wrong(mistake?.feedback);
  }
  if (answer.kind === 'choice' && response.kind === 'choice') {
    if (response.chosen.length === 0)
      return {
        status: 'invalid',
        message: answer.multiple ? 'Choose at least one option.' : 'Choose an option.',
      };
    const chosen = new Set(response.chosen);
    const picked = answer.options.filter((option) => chosen.has(option.id));
    const correct = answer.options.every((option) => option.correct === chosen.has(option.id));
    // Right: what each chosen option says. Not yet: what each wrongly chosen option says (when only
    // a right option is missing, the exercise's own "not yet").
    const said = correct ? picked : picked.filter((option) => !option.correct);
    const own = joinInline(said.map((option) => option.feedback).filter((f) => f.length));
    return correct ? right(own) : wrong(own);
  }
  if (answer.kind === 'text' && response.kind === 'text') {
    if (!response.text.trim()) return { status: 'invalid', message: 'Type your answer first.' };
    const given = normaliseText(response.text, answer.mode);
    if (answer.accepted.some((accepted) => normaliseText(accepted, answer.mode) === given)) return right();
    const mistake = answer.mistakes.find((m) => normaliseText(m.value, answer.mode) === given);
    return wrong(mistake?.feedback);
  }
  return { status: 'invalid', message: 'This answer is checked by running its tests.' };
}

/**
 * A learner's number: a decimal point or comma, an exponent, a leading + or a unicode minus, spaces
 * as thousands separators, and the answer's own unit after it are all accepted.
 * @example parseNumber('−1 250,5 mm', 'mm') // -1250.5
 */
export function parseNumber(text: string, unit: string | null = null): number | null {
  let cleaned = text.trim().replace(/\u2212/g, '-');
  if (unit && cleaned.toLowerCase().endsWith(unit.toLowerCase()))
    cleaned = cleaned.slice(0, cleaned.length - unit.length).trim();
  cleaned = cleaned.replace(/(\d)[\s\u00a0\u202f](?=\d{3}\b)/g, '$1');
  // One comma and no point is a decimal comma ("0,5"); commas with a point are separators ("1,250.5").
  if (/^[+-]?\d*,\d+(?:e[+-]?\d+)?$/i.test(cleaned)) cleaned = cleaned.replace(',', '.');
  else cleaned = cleaned.replace(/,(?=\d{3}\b)/g, '');
  if (!/^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/**
 * Text compared without case, outer spaces, runs of spaces or a final full stop; in `expression`
 * mode also without any spaces, with `**` read as `^`, `×`/`·` as `*` and a left side such as
 * `y =` dropped.
 * @example normaliseText(' Y = 2 * X**2 ', 'expression') // '2*x^2'
 */
export function normaliseText(text: string, mode: 'text' | 'expression'): string {
  let out = text
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s?\.$/, '');
  if (mode === 'expression') {
    out = out
      .replace(/\*\*/g, '^')
      .replace(/[×·⋅]/g, '*')
      .replace(/\u2212/g, '-')
      .replace(/\s+/g, '');
    out = out.replace(/^[a-zα-ω_][a-z0-9α-ω_()]*=(?!=)/u, '');
  }
  return out;
}

/** The answer as text, for the solution's closing "Answer" (code answers show their solution's code). */
export function answerText(answer: ExerciseAnswer, inlineToText: (nodes: InlineNode[]) => string): string {
  switch (answer.kind) {
    case 'number':
      return answer.unit
        ? `${formatAnswerNumber(answer.value)} ${answer.unit}`
        : formatAnswerNumber(answer.value);
    case 'choice':
      return answer.options
        .filter((option) => option.correct)
        .map((option) => inlineToText(option.text))
        .join('; ');
    case 'text':
      return answer.accepted[0] ?? '';
    case 'code':
      return answer.solution;
  }
}

function formatAnswerNumber(value: number): string {
  return String(Number(value.toPrecision(12)));
}

function joinInline(parts: InlineNode[][]): InlineNode[] {
  return parts.flatMap((part, index) =>
    index === 0 ? part : [{ type: 'text', text: ' ' } as const, ...part],
  );
}

/** The ids of a document's exercises, in order. @example exerciseIds(topic.body) // ['reach', 'dh-table'] */
export function exerciseIds(doc: RichTextDoc): string[] {
  return doc.content.flatMap((node) => (node.type === 'exercise' ? [node.attrs.id] : []));
}

/** A response with nothing given yet (a code answer starts from its starting code). */
export function emptyResponse(answer: ExerciseAnswer): ExerciseResponse {
  switch (answer.kind) {
    case 'number':
      return { kind: 'number', text: '' };
    case 'choice':
      return { kind: 'choice', chosen: [] };
    case 'text':
      return { kind: 'text', text: '' };
    case 'code':
      return { kind: 'code', code: answer.code };
  }
}
