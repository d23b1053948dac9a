import { describe, expect, it } from 'vitest';
import type { InlineNode, RichTextDoc } from './document.ts';
import {
  answerText,
  checkAnswer,
  emptyResponse,
  exerciseIds,
  normaliseText,
  parseNumber,
  type ChoiceOption,
  type ExerciseAnswer,
  type ExerciseAttrs,
} from './exercise.ts';

const words = (text: string): InlineNode[] => [{ type: 'text', text }];
const defaultFeedback = { correct: words('Well done.'), incorrect: words('Check your units.') };

const exercise = (answer: ExerciseAnswer, feedback = defaultFeedback): ExerciseAttrs => ({
  id: 'e',
  title: 'T',
  question: [{ type: 'paragraph', content: words('Q') }],
  answer,
  hints: [],
  solution: [{ type: 'paragraph', content: words('S') }],
  feedback,
});

const numberAnswer = (
  change: Partial<Extract<ExerciseAnswer, { kind: 'number' }>> = {},
): Extract<ExerciseAnswer, { kind: 'number' }> => ({
  kind: 'number',
  value: 0.55,
  tolerance: 0.005,
  unit: 'm',
  mistakes: [],
  ...change,
});

const checkNumber = (text: string, answer = numberAnswer()) =>
  checkAnswer(exercise(answer), { kind: 'number', text });

describe('checkAnswer: numbers', () => {
  it.each([
    '0.55',
    '0.545',
    '0.555',
    '0.5500001',
    '0,55',
    '0.55 m',
    '0.55m',
    '0.55 M',
    '5.5e-1',
    '55E-2',
    ' 0.55 ',
  ])('accepts %j for 0.55 ± 0.005 m', (text) => {
    expect(checkNumber(text)).toEqual({ status: 'correct', feedback: defaultFeedback.correct });
  });

  it.each(['0.544', '0.556', '0.56', '-0.55', '55', '0.5'])('refuses %j for 0.55 ± 0.005 m', (text) => {
    expect(checkNumber(text)).toEqual({ status: 'incorrect', feedback: defaultFeedback.incorrect });
  });

  it('accepts the edges of the tolerance despite floating-point rounding', () => {
    // 0.1 + 0.2 is 0.30000000000000004: a zero tolerance still accepts 0.3.
    expect(checkNumber('0.3', numberAnswer({ value: 0.1 + 0.2, tolerance: 0 })).status).toBe('correct');
    expect(checkNumber('1.1', numberAnswer({ value: 1, tolerance: 0.1 })).status).toBe('correct');
    expect(checkNumber('0.9', numberAnswer({ value: 1, tolerance: 0.1 })).status).toBe('correct');
    expect(checkNumber('1.1001', numberAnswer({ value: 1, tolerance: 0.1 })).status).toBe('incorrect');
    expect(checkNumber('1e6', numberAnswer({ value: 1e6, tolerance: 0 })).status).toBe('correct');
    expect(checkNumber('1000001', numberAnswer({ value: 1e6, tolerance: 0 })).status).toBe('incorrect');
  });

  it('reads a unicode minus, an exponent and thousands separators', () => {
    const answer = numberAnswer({ value: -1250.5, tolerance: 0, unit: 'mm' });
    for (const text of ['−1250.5', '−1 250,5 mm', '-1,250.5', '-1.2505e3', '−1\u202f250.5 mm'])
      expect(checkNumber(text, answer).status, text).toBe('correct');
  });

  it('says an answer that is not a number is invalid, and not counted as wrong', () => {
    for (const text of ['', '   ', 'abc', 'half', '0.5.5', '1e', '0.55 km', '0x10', 'Infinity'])
      expect(checkNumber(text), text).toEqual({
        status: 'invalid',
        message: 'Type a number, such as 0.25 or 2.5e-3.',
      });
  });

  it('gives the feedback of the mistake the answer matches, within the tolerance', () => {
    const answer = numberAnswer({
      mistakes: [
        { value: 0.05, feedback: words('That is the inner radius.') },
        { value: 0.3, feedback: words('That is one link.') },
        { value: 0.25, feedback: [] },
      ],
    });
    expect(checkNumber('0.05', answer)).toEqual({
      status: 'incorrect',
      feedback: words('That is the inner radius.'),
    });
    expect(checkNumber('0.304 m', answer)).toEqual({
      status: 'incorrect',
      feedback: words('That is one link.'),
    });
    // A mistake without its own feedback, and a wrong answer that is no known mistake: the default.
    expect(checkNumber('0.25', answer)).toEqual({ status: 'incorrect', feedback: defaultFeedback.incorrect });
    expect(checkNumber('0.4', answer)).toEqual({ status: 'incorrect', feedback: defaultFeedback.incorrect });
  });

  it('prefers the right answer over a mistake that overlaps it', () => {
    const answer = numberAnswer({ mistakes: [{ value: 0.554, feedback: words('Close.') }] });
    expect(checkNumber('0.553', answer).status).toBe('correct');
  });
});

describe('checkAnswer: choices', () => {
  const option = (id: string, correct: boolean, feedback = ''): ChoiceOption => ({
    id,
    text: words(`Option ${id}`),
    correct,
    feedback: feedback ? words(feedback) : [],
  });
  const single = exercise({
    kind: 'choice',
    multiple: false,
    options: [option('a', false, 'A is too slow.'), option('b', true, 'B: yes.'), option('c', false)],
  });
  const multiple = exercise({
    kind: 'choice',
    multiple: true,
    options: [
      option('encoder', true, 'It measures angle.'),
      option('pot', true),
      option('speaker', false, 'A speaker measures nothing.'),
      option('lamp', false, 'A lamp is an output.'),
    ],
  });
  const choose = (attrs: ExerciseAttrs, ...chosen: string[]) =>
    checkAnswer(attrs, { kind: 'choice', chosen });

  it('accepts the right option with its own feedback', () => {
    expect(choose(single, 'b')).toEqual({ status: 'correct', feedback: words('B: yes.') });
  });

  it('gives a wrong option’s own feedback, or the default when it has none', () => {
    expect(choose(single, 'a')).toEqual({ status: 'incorrect', feedback: words('A is too slow.') });
    expect(choose(single, 'c')).toEqual({ status: 'incorrect', feedback: defaultFeedback.incorrect });
  });

  it('says nothing chosen is invalid, in the words of the kind of choice', () => {
    expect(choose(single)).toEqual({ status: 'invalid', message: 'Choose an option.' });
    expect(choose(multiple)).toEqual({ status: 'invalid', message: 'Choose at least one option.' });
  });

  it('accepts all the right options of a multiple choice, whatever the order, with what each says', () => {
    expect(choose(multiple, 'pot', 'encoder')).toEqual({
      status: 'correct',
      feedback: words('It measures angle.'),
    });
  });

  it('refuses a partly right multiple choice with the default when only a right option is missing', () => {
    expect(choose(multiple, 'encoder')).toEqual({ status: 'incorrect', feedback: defaultFeedback.incorrect });
  });

  it('refuses the right options plus a wrong one, with the wrongly chosen options’ feedback joined', () => {
    expect(choose(multiple, 'encoder', 'pot', 'speaker')).toEqual({
      status: 'incorrect',
      feedback: words('A speaker measures nothing.'),
    });
    expect(choose(multiple, 'encoder', 'speaker', 'lamp')).toEqual({
      status: 'incorrect',
      feedback: [...words('A speaker measures nothing.'), ...words(' '), ...words('A lamp is an output.')],
    });
  });

  it('joins the feedback of several right options with a space', () => {
    const both = exercise({
      kind: 'choice',
      multiple: true,
      options: [option('a', true, 'First.'), option('b', true, 'Second.')],
    });
    expect(choose(both, 'a', 'b')).toEqual({
      status: 'correct',
      feedback: [...words('First.'), ...words(' '), ...words('Second.')],
    });
  });

  it('uses the default correct feedback when the chosen option says nothing', () => {
    const plain = exercise({
      kind: 'choice',
      multiple: false,
      options: [option('a', true), option('b', false)],
    });
    expect(choose(plain, 'a')).toEqual({ status: 'correct', feedback: defaultFeedback.correct });
  });
});

describe('checkAnswer: text', () => {
  const textAnswer = (
    accepted: string[],
    mode: 'text' | 'expression' = 'text',
    mistakes: { value: string; feedback: InlineNode[] }[] = [],
  ) => exercise({ kind: 'text', accepted, mode, mistakes });
  const answer = (attrs: ExerciseAttrs, text: string) => checkAnswer(attrs, { kind: 'text', text });

  it.each(['Paris', 'paris', 'PARIS', '  Paris  ', 'Paris.', 'Paris .'])('accepts %j for Paris', (text) => {
    expect(answer(textAnswer(['Paris']), text)).toEqual({
      status: 'correct',
      feedback: defaultFeedback.correct,
    });
  });

  it('ignores runs of spaces but not the spaces between words in text mode', () => {
    const attrs = textAnswer(['New York']);
    expect(answer(attrs, 'new    york').status).toBe('correct');
    expect(answer(attrs, 'NewYork').status).toBe('incorrect');
    expect(answer(attrs, 'York').status).toBe('incorrect');
  });

  it('accepts any of the accepted forms', () => {
    const attrs = textAnswer(['proportional', 'P']);
    expect(answer(attrs, 'p').status).toBe('correct');
    expect(answer(attrs, 'Proportional.').status).toBe('correct');
    expect(answer(attrs, 'PI').status).toBe('incorrect');
  });

  it('says an empty answer is invalid', () => {
    expect(answer(textAnswer(['x']), '  ')).toEqual({
      status: 'invalid',
      message: 'Type your answer first.',
    });
  });

  it('in expression mode ignores all spaces, reads ** as ^ and × as *, and drops a left side', () => {
    const attrs = textAnswer(['2*x^2'], 'expression');
    for (const text of ['2*x^2', '2 * x ** 2', '2×x^2', '2·x**2', 'y = 2*x^2', 'f(x) = 2 * x^2', 'Y=2*X^2'])
      expect(answer(attrs, text).status, text).toBe('correct');
    for (const text of ['2x^2', '2*x^3', '2*x*2', 'y == 2*x^2'])
      expect(answer(attrs, text).status, text).toBe('incorrect');
  });

  it('reads ** in the accepted answer the same as ^ from the learner', () => {
    expect(answer(textAnswer(['x**2'], 'expression'), 'x^2').status).toBe('correct');
  });

  it('keeps ** and the spaces in text mode', () => {
    expect(answer(textAnswer(['x^2']), 'x**2').status).toBe('incorrect');
    expect(answer(textAnswer(['2 x']), '2x').status).toBe('incorrect');
  });

  it('gives the feedback of a matching mistake, compared the same way', () => {
    const attrs = textAnswer(['x^2'], 'expression', [
      { value: '2*x', feedback: words('That is the derivative.') },
    ]);
    expect(answer(attrs, 'y = 2 * x')).toEqual({
      status: 'incorrect',
      feedback: words('That is the derivative.'),
    });
    expect(answer(attrs, 'x^3')).toEqual({ status: 'incorrect', feedback: defaultFeedback.incorrect });
  });
});

describe('checkAnswer: code and mismatched responses', () => {
  it('leaves a code answer to its tests', () => {
    const attrs = exercise({ kind: 'code', language: 'python', code: '', tests: 't', solution: 's' });
    expect(checkAnswer(attrs, { kind: 'code', code: 's' })).toEqual({
      status: 'invalid',
      message: 'This answer is checked by running its tests.',
    });
  });

  it('never counts a response of another kind as right', () => {
    expect(checkAnswer(exercise(numberAnswer()), { kind: 'text', text: '0.55' }).status).toBe('invalid');
  });
});

describe('parseNumber', () => {
  it.each([
    ['0.25', null, 0.25],
    ['0,5', null, 0.5],
    ['2.5e-3', null, 0.0025],
    ['2.5E3', null, 2500],
    ['0,5e3', null, 500],
    ['.5', null, 0.5],
    ['5.', null, 5],
    ['+5', null, 5],
    ['−3', null, -3],
    [' 42 ', null, 42],
    ['1 250', null, 1250],
    ['1 250 000', null, 1_250_000],
    ['1\u00a0250', null, 1250],
    ['1\u202f250,75', null, 1250.75],
    ['1,250.5', null, 1250.5],
    ['1,000,000', null, 1_000_000],
    ['−1 250,5 mm', 'mm', -1250.5],
    ['5 MM', 'mm', 5],
    ['5mm', 'mm', 5],
    ['12 %', '%', 12],
  ])('reads %j (unit %s) as %d', (text, unit, value) => {
    expect(parseNumber(text, unit)).toBe(value);
  });

  it('reads one comma without a point as a decimal comma', () => {
    expect(parseNumber('1,250')).toBe(1.25);
  });

  it.each([
    ['', null],
    ['abc', null],
    ['1,2,3', null],
    ['12 34', null],
    ['1 2345', null],
    ['0x10', null],
    ['Infinity', null],
    ['1e999', null],
    ['1e', null],
    ['--1', null],
    ['1.2.3', null],
    ['0.55 m', null],
    ['5 mm', 'm'],
    ['mm', 'mm'],
  ])('refuses %j (unit %s)', (text, unit) => {
    expect(parseNumber(text, unit)).toBeNull();
  });
});

describe('normaliseText', () => {
  it.each([
    ['  The   Answer. ', 'text', 'the answer'],
    ['Paris .', 'text', 'paris'],
    ['Paris..', 'text', 'paris.'],
    ['ｘ²', 'text', 'x2'],
    ['x ** 2', 'text', 'x ** 2'],
    [' Y = 2 * X**2 ', 'expression', '2*x^2'],
    ['f(x) = x^2', 'expression', 'x^2'],
    ['θ = 2x', 'expression', '2x'],
    ['x == 2', 'expression', 'x==2'],
    ['2 × x − 1', 'expression', '2*x-1'],
    ['a ⋅ b', 'expression', 'a*b'],
    ['2 = x', 'expression', '2=x'],
  ] as const)('normalises %j in %s mode to %j', (text, mode, expected) => {
    expect(normaliseText(text, mode)).toBe(expected);
  });
});

describe('answerText', () => {
  const toText = (nodes: InlineNode[]) =>
    nodes.map((node) => (node.type === 'text' ? node.text : '')).join('');

  it('writes a number with its unit, without floating-point noise', () => {
    expect(answerText(numberAnswer(), toText)).toBe('0.55 m');
    expect(answerText(numberAnswer({ value: 0.1 + 0.2, unit: null }), toText)).toBe('0.3');
    expect(answerText(numberAnswer({ value: 2.5e-7, unit: 'F' }), toText)).toBe('2.5e-7 F');
  });

  it('lists the correct options of a choice', () => {
    const options: ChoiceOption[] = [
      { id: 'a', text: words('Encoder'), correct: true, feedback: [] },
      { id: 'b', text: words('Speaker'), correct: false, feedback: [] },
      { id: 'c', text: words('Potentiometer'), correct: true, feedback: [] },
    ];
    expect(answerText({ kind: 'choice', multiple: true, options }, toText)).toBe('Encoder; Potentiometer');
  });

  it('gives the first accepted text and a code answer’s solution', () => {
    expect(
      answerText({ kind: 'text', accepted: ['x^2', 'x**2'], mode: 'expression', mistakes: [] }, toText),
    ).toBe('x^2');
    expect(
      answerText(
        { kind: 'code', language: 'python', code: 'pass', tests: 't', solution: 'return 2 * x' },
        toText,
      ),
    ).toBe('return 2 * x');
  });
});

describe('exerciseIds', () => {
  it('lists the top-level exercises’ ids in order, and nothing for a document without any', () => {
    const doc: RichTextDoc = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: words('Intro') },
        { type: 'exercise', attrs: { ...exercise(numberAnswer()), id: 'reach' } },
        { type: 'codeCell', attrs: { id: 'cell', language: 'python', board: false, code: '', input: '' } },
        { type: 'exercise', attrs: { ...exercise(numberAnswer()), id: 'dh-table' } },
      ],
    };
    expect(exerciseIds(doc)).toEqual(['reach', 'dh-table']);
    expect(exerciseIds({ type: 'doc', content: [{ type: 'paragraph' }] })).toEqual([]);
  });
});

describe('emptyResponse', () => {
  it('starts each kind empty, and a code answer from its starting code', () => {
    expect(emptyResponse(numberAnswer())).toEqual({ kind: 'number', text: '' });
    expect(emptyResponse({ kind: 'choice', multiple: false, options: [] })).toEqual({
      kind: 'choice',
      chosen: [],
    });
    expect(emptyResponse({ kind: 'text', accepted: ['a'], mode: 'text', mistakes: [] })).toEqual({
      kind: 'text',
      text: '',
    });
    expect(
      emptyResponse({ kind: 'code', language: 'cpp', code: 'int f();', tests: 't', solution: 's' }),
    ).toEqual({ kind: 'code', code: 'int f();' });
  });
});
