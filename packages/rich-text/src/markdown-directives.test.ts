import { describe, expect, it } from 'vitest';
import type { BlockNode, CodeCellNode, ExerciseNode, InlineNode, LabWidgetNode } from './document.ts';
import type { ExerciseAttrs } from './exercise.ts';
import { markdownToDoc, MarkdownSyntaxError } from './markdown-to-doc.ts';
import { validateDoc } from './validate-doc.ts';

/** The document's blocks, after checking that the whole document passes validateDoc. */
function convert(markdown: string): BlockNode[] {
  const doc = markdownToDoc(markdown);
  expect(validateDoc(doc)).toEqual({ ok: true, doc });
  return doc.content;
}

/** The one block a Markdown snippet stands for. */
function only<T extends BlockNode>(markdown: string): T {
  const content = convert(markdown);
  expect(content).toHaveLength(1);
  return content[0] as T;
}

/** The error converting the Markdown raises (and fails the test when there is none). */
function failure(markdown: string): MarkdownSyntaxError {
  try {
    markdownToDoc(markdown);
  } catch (error) {
    expect(error).toBeInstanceOf(MarkdownSyntaxError);
    return error as MarkdownSyntaxError;
  }
  throw new Error('expected a MarkdownSyntaxError');
}

const text = (value: string, mark?: 'bold' | 'italic'): InlineNode =>
  mark ? { type: 'text', text: value, marks: [{ type: mark }] } : { type: 'text', text: value };
const math = (expression: string): InlineNode => ({ type: 'mathInline', attrs: { expression } });
const paragraph = (...content: InlineNode[]) => ({ type: 'paragraph' as const, content });
const fence = (info: string, body: string) => `\`\`\`${info}\n${body}\n\`\`\``;

/** An exercise around `parts` (its answer, hints …), with a question and a solution. */
const exerciseMarkdown = (parts: string, head = '{#e title="T"}') =>
  `::::exercise${head}\nThe question.\n\n${parts}\n\n:::solution\nThe solution.\n:::\n::::`;
const exerciseAttrs = (markdown: string): ExerciseAttrs => only<ExerciseNode>(markdown).attrs;

describe('markdownToDoc: code cells', () => {
  it('converts the README example: language, #id and program', () => {
    const markdown = [
      ':::code-cell{language=python #quantise}',
      fence('python', 'print(round(0.37 / 0.0078125))'),
      ':::',
    ].join('\n');
    expect(only(markdown)).toEqual<CodeCellNode>({
      type: 'codeCell',
      attrs: {
        id: 'quantise',
        language: 'python',
        board: false,
        code: 'print(round(0.37 / 0.0078125))',
        input: '',
      },
    });
  });

  it('takes the program’s standard input from an input fence and keeps the code verbatim', () => {
    const code = 'name = input()\nfor i in range(2):\n    print(name, i)';
    const cell = only<CodeCellNode>(
      [':::code-cell{language=python #greet}', fence('python', code), fence('input', 'Ada\nBob'), ':::'].join(
        '\n',
      ),
    );
    expect(cell.attrs).toMatchObject({ id: 'greet', code, input: 'Ada\nBob' });
  });

  it('reads the board flag of a MicroPython cell', () => {
    const cell = only<CodeCellNode>(
      [':::code-cell{language=micropython board #blink}', fence('python', 'led.on()'), ':::'].join('\n'),
    );
    expect(cell.attrs).toEqual({
      id: 'blink',
      language: 'micropython',
      board: true,
      code: 'led.on()',
      input: '',
    });
  });

  it('converts a C++ cell', () => {
    const cell = only<CodeCellNode>(
      [':::code-cell{language=cpp #main}', fence('cpp', 'int main() { return 0; }'), ':::'].join('\n'),
    );
    expect(cell.attrs).toMatchObject({ language: 'cpp', board: false, code: 'int main() { return 0; }' });
  });

  it('derives a stable id from the code when there is no #id', () => {
    const cell = (code: string) => [':::code-cell{language=python}', fence('python', code), ':::'].join('\n');
    const first = only<CodeCellNode>(cell('print(1)')).attrs.id;
    expect(first).toMatch(/^cell-[0-9a-z]+$/);
    // Learners' edits are stored under this id: the same code must give the same id on every seed.
    expect(first).toBe('cell-146fo66');
    expect(only<CodeCellNode>(cell('print(1)')).attrs.id).toBe(first);
    expect(only<CodeCellNode>(cell('print(2)')).attrs.id).not.toBe(first);
  });

  it('keeps two cells with different code apart in one document', () => {
    const cell = (code: string) => [':::code-cell{language=python}', fence('python', code), ':::'].join('\n');
    const [a, b] = convert(`${cell('a = 1')}\n\n${cell('b = 2')}`) as CodeCellNode[];
    expect(a?.attrs.id).not.toBe(b?.attrs.id);
  });

  it.each([
    [
      'no language',
      ':::code-cell\n```python\nx\n```\n:::',
      1,
      /language=\(missing\): a code cell's language is one of python, micropython, cpp/,
    ],
    [
      'an unknown language',
      ':::code-cell{language=rust}\n```rust\nfn main() {}\n```\n:::',
      1,
      /language=rust/,
    ],
    [
      'no program',
      'Intro.\n\n:::code-cell{language=python}\n:::',
      3,
      /a code cell needs its program in a fenced code block/,
    ],
    [
      'a paragraph instead of code',
      ':::code-cell{language=python}\nprint(1)\n:::',
      2,
      /":::code-cell" holds only fenced code blocks, not paragraph/,
    ],
    [
      'a list after the code',
      ':::code-cell{language=python}\n```python\nx\n```\n- item\n:::',
      5,
      /holds only fenced code blocks, not list/,
    ],
    [
      'a second program fence',
      ':::code-cell{language=python}\n```python\nx\n```\n```python\ny\n```\n:::',
      1,
      /after the program, a code cell holds only an ```input fence/,
    ],
  ])('refuses a code cell with %s', (_name, markdown, line, problem) => {
    const error = failure(markdown);
    expect(error.line).toBe(line);
    expect(error.problem).toMatch(problem);
    expect(error.message).toBe(`line ${line}: ${error.problem}`);
  });
});

describe('markdownToDoc: lab widgets', () => {
  const lab = (markdown: string) => only<LabWidgetNode>(markdown).attrs;

  it('converts each kind of the README', () => {
    expect(lab('::lab{kind=robot-arm arm=scara joints="30,45,100,0" target="400,250,200"}')).toEqual({
      kind: 'robotArm',
      arm: 'scara',
      joints: [30, 45, 100, 0],
      target: [400, 250, 200],
    });
    expect(lab('::lab{kind=gridworld world=cliff-walking algorithm=q-learning}')).toEqual({
      kind: 'gridworld',
      world: 'cliff-walking',
      algorithm: 'q-learning',
    });
    expect(lab('::lab{kind=maze maze=classic/japan2013ef mouse=flood-fill}')).toEqual({
      kind: 'maze',
      maze: 'classic/japan2013ef',
      text: null,
      mouse: 'flood-fill',
    });
    expect(lab('::lab{kind=coordinate-frames figure=pose2d values="1,0.5,30"}')).toEqual({
      kind: 'coordinateFrames',
      figure: 'pose2d',
      values: [1, 0.5, 30],
    });
  });

  it('gives an arm without joints or target an empty list and no target, and a maze the flood-fill mouse', () => {
    expect(lab('::lab{kind=robot-arm arm=spherical}')).toEqual({
      kind: 'robotArm',
      arm: 'spherical',
      joints: [],
      target: null,
    });
    expect(lab('::lab{kind=maze maze=classic/japan2013ef}')).toMatchObject({ mouse: 'flood-fill' });
  });

  it('reads an inline maze from the fence a :::lab container holds', () => {
    const maze = 'o---o---o\n|       |\no   o---o\n|   |   |\no---o---o';
    expect(lab([':::lab{kind=maze mouse=left-wall}', fence('', maze), ':::'].join('\n'))).toEqual({
      kind: 'maze',
      maze: null,
      text: maze,
      mouse: 'left-wall',
    });
  });

  it.each([
    [
      'an unknown kind',
      '::lab{kind=oven}',
      /kind=oven: a lab's kind is one of robot-arm, gridworld, maze, coordinate-frames/,
    ],
    ['no kind', '::lab{arm=scara}', /kind=\(missing\)/],
    ['an unknown arm', '::lab{kind=robot-arm arm=delta}', /::lab arm: The arm is one of scara/],
    ['a joint that is not a number', '::lab{kind=robot-arm arm=scara joints="1,x"}', /::lab joints\.1:/],
    [
      'seven joints',
      '::lab{kind=robot-arm arm=scara joints="1,2,3,4,5,6,7"}',
      /::lab joints: An arm has at most 6 joints/,
    ],
    ['a target of two values', '::lab{kind=robot-arm arm=scara target="400,250"}', /::lab target:/],
    [
      'an unknown world',
      '::lab{kind=gridworld world=mars algorithm=sarsa}',
      /::lab world: The world is one of/,
    ],
    ['no algorithm', '::lab{kind=gridworld world=cliff-walking}', /::lab algorithm: The algorithm is one of/],
    ['no maze at all', '::lab{kind=maze}', /::lab maze: Give either a bundled maze or an inline one/],
    [
      'both a bundled and an inline maze',
      ':::lab{kind=maze maze=classic/japan2013ef}\n```\no---o\n```\n:::',
      /Give either a bundled maze or an inline one/,
    ],
    ['an unknown mouse', '::lab{kind=maze maze=classic/a mouse=cat}', /::lab mouse: The mouse is one of/],
    [
      'two values for a pose',
      '::lab{kind=coordinate-frames figure=pose2d values="1,2"}',
      /::lab values: A figure takes three values/,
    ],
    ['an unknown figure', '::lab{kind=coordinate-frames figure=polar values="1,2,3"}', /::lab figure:/],
  ])('refuses a lab with %s, naming its line', (_name, markdown, problem) => {
    const error = failure(`Intro.\n\n${markdown}`);
    expect(error.line).toBe(3);
    expect(error.problem).toMatch(problem);
  });

  it('refuses prose inside an inline maze, at the line of the prose', () => {
    const error = failure('Intro.\n\n:::lab{kind=maze}\nA maze.\n:::');
    expect(error.line).toBe(4);
    expect(error.problem).toBe('":::lab" holds only fenced code blocks, not paragraph');
  });

  it('refuses :lab inside a line as an unknown directive', () => {
    const error = failure('See :lab{kind=maze maze=classic/a} here.');
    expect(error.line).toBe(1);
    expect(error.problem).toMatch(/":lab" is not a directive the content format knows/);
  });
});

describe('markdownToDoc: exercises', () => {
  const readme = [
    '::::exercise{#reach title="Reach of a two-link arm"}',
    'Links of $l_1 = 0.30$ m and $l_2 = 0.25$ m: how far from the base can the tip reach?',
    '',
    '::answer{type=number value=0.55 tolerance=0.005 unit=m}',
    '::mistake[That is the inner radius of the workspace, $|l_1 - l_2|$.]{value=0.05}',
    '::feedback[Yes: the tip is furthest when the arm is straight.]{when=correct}',
    '',
    ':::hint',
    'Where is the tip when the elbow angle is zero?',
    ':::',
    '',
    ':::solution',
    'Straight, the links add: $0.30 + 0.25 = 0.55$ m.',
    ':::',
    '::::',
  ].join('\n');

  it('converts the README example with a number answer, a mistake, feedback, a hint and a solution', () => {
    expect(only(readme)).toEqual<ExerciseNode>({
      type: 'exercise',
      attrs: {
        id: 'reach',
        title: 'Reach of a two-link arm',
        question: [
          paragraph(
            text('Links of '),
            math('l_1 = 0.30'),
            text(' m and '),
            math('l_2 = 0.25'),
            text(' m: how far from the base can the tip reach?'),
          ),
        ],
        answer: {
          kind: 'number',
          value: 0.55,
          tolerance: 0.005,
          unit: 'm',
          mistakes: [
            {
              value: 0.05,
              feedback: [text('That is the inner radius of the workspace, '), math('|l_1 - l_2|'), text('.')],
            },
          ],
        },
        hints: [[paragraph(text('Where is the tip when the elbow angle is zero?'))]],
        solution: [paragraph(text('Straight, the links add: '), math('0.30 + 0.25 = 0.55'), text(' m.'))],
        feedback: {
          correct: [text('Yes: the tip is furthest when the arm is straight.')],
          incorrect: [],
        },
      },
    });
  });

  it('gives a number answer without tolerance or unit zero tolerance and no unit, and reads an exponent', () => {
    expect(exerciseAttrs(exerciseMarkdown('::answer{type=number value=2.5e-3}')).answer).toEqual({
      kind: 'number',
      value: 0.0025,
      tolerance: 0,
      unit: null,
      mistakes: [],
    });
  });

  it('keeps every hint in order, and any prose before, between and after the parts as the question', () => {
    const attrs = exerciseAttrs(
      [
        '::::exercise{#order title="Order"}',
        'First part.',
        '',
        ':::hint',
        'One.',
        ':::',
        '',
        'Second part, with **bold**.',
        '',
        ':::hint',
        'Two.',
        '',
        '- a list',
        ':::',
        '',
        '::answer{type=number value=1}',
        '',
        ':::solution',
        'S.',
        ':::',
        '',
        '$$',
        'x = 1',
        '$$',
        '::::',
      ].join('\n'),
    );
    expect(attrs.question).toEqual([
      paragraph(text('First part.')),
      paragraph(text('Second part, with '), text('bold', 'bold'), text('.')),
      { type: 'mathBlock', attrs: { expression: 'x = 1' } },
    ]);
    expect(attrs.hints).toEqual([
      [paragraph(text('One.'))],
      [
        paragraph(text('Two.')),
        { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('a list'))] }] },
      ],
    ]);
  });

  it('reads a single choice with maths in its labels and Markdown in its feedback attributes', () => {
    const attrs = exerciseAttrs(
      exerciseMarkdown(
        [
          '::choice[$x^2$ grows fastest]{#square correct feedback="Yes: $x^2$ is **quadratic**."}',
          '::choice[$2x$]{feedback="That is *linear*."}',
          '::choice[$\\log x$]',
        ].join('\n'),
      ),
    );
    expect(attrs.answer).toEqual({
      kind: 'choice',
      multiple: false,
      options: [
        {
          id: 'square',
          text: [math('x^2'), text(' grows fastest')],
          correct: true,
          feedback: [text('Yes: '), math('x^2'), text(' is '), text('quadratic', 'bold'), text('.')],
        },
        {
          id: 'option-2',
          text: [math('2x')],
          correct: false,
          feedback: [text('That is '), text('linear', 'italic'), text('.')],
        },
        { id: 'option-3', text: [math('\\log x')], correct: false, feedback: [] },
      ],
    });
  });

  it('makes a choice with several correct options "choose all that apply"', () => {
    const attrs = exerciseAttrs(
      exerciseMarkdown(
        ['::choice[Encoder]{correct}', '::choice[Potentiometer]{correct}', '::choice[Speaker]'].join('\n'),
      ),
    );
    expect(attrs.answer).toMatchObject({
      kind: 'choice',
      multiple: true,
      options: [
        { id: 'option-1', correct: true },
        { id: 'option-2', correct: true },
        { id: 'option-3', correct: false },
      ],
    });
  });

  it('reads a text answer in expression mode with its accepted forms and mistakes', () => {
    const attrs = exerciseAttrs(
      exerciseMarkdown(
        [
          '::answer{type=text accept="x^2 | x**2|x*x" mode=expression}',
          '::mistake[That is the *derivative*.]{value="2x"}',
          '::feedback[Not yet: square it.]{when=incorrect}',
        ].join('\n'),
      ),
    );
    expect(attrs.answer).toEqual({
      kind: 'text',
      accepted: ['x^2', 'x**2', 'x*x'],
      mode: 'expression',
      mistakes: [{ value: '2x', feedback: [text('That is the '), text('derivative', 'italic'), text('.')] }],
    });
    expect(attrs.feedback).toEqual({ correct: [], incorrect: [text('Not yet: square it.')] });
  });

  it('gives a text answer without mode=expression the text mode', () => {
    expect(exerciseAttrs(exerciseMarkdown('::answer{type=text accept="Paris"}')).answer).toEqual({
      kind: 'text',
      accepted: ['Paris'],
      mode: 'text',
      mistakes: [],
    });
  });

  it('reads a code answer: starting code, tests and solution fences', () => {
    const attrs = exerciseAttrs(
      exerciseMarkdown(
        [
          ':::answer{type=code language=python}',
          fence('python', 'def double(x):\n    pass'),
          fence('python tests', 'def test_double():\n    assert double(2) == 4'),
          fence('python solution', 'def double(x):\n    return 2 * x'),
          ':::',
        ].join('\n'),
      ),
    );
    expect(attrs.answer).toEqual({
      kind: 'code',
      language: 'python',
      code: 'def double(x):\n    pass',
      tests: 'def test_double():\n    assert double(2) == 4',
      solution: 'def double(x):\n    return 2 * x',
    });
  });

  it('gives a code answer without a starting fence empty starting code', () => {
    const attrs = exerciseAttrs(
      exerciseMarkdown(
        [
          ':::answer{type=code language=cpp}',
          fence('cpp tests', 'TEST(one) { CHECK(one() == 1); }'),
          fence('cpp solution', 'int one() { return 1; }'),
          ':::',
        ].join('\n'),
      ),
    );
    expect(attrs.answer).toMatchObject({ kind: 'code', language: 'cpp', code: '' });
  });

  it('converts several blocks in one document, with what is around them', () => {
    const content = convert(
      [
        '## Reach',
        '',
        readme,
        '',
        '::lab{kind=robot-arm arm=scara}',
        '',
        exerciseMarkdown('::answer{type=text accept="yes"}', '{#second title="Second"}'),
        '',
        'The end.',
      ].join('\n'),
    );
    expect(content.map((node) => node.type)).toEqual([
      'heading',
      'exercise',
      'labWidget',
      'exercise',
      'paragraph',
    ]);
  });

  it.each([
    [
      'no id',
      exerciseMarkdown('::answer{type=number value=1}', '{title="T"}'),
      1,
      /an exercise needs an id: ::::exercise\{#some-id title="…"\}/,
    ],
    [
      'no title',
      exerciseMarkdown('::answer{type=number value=1}', '{#e}'),
      1,
      /an exercise needs a title="…"/,
    ],
    [
      'no answer',
      exerciseMarkdown(':::hint\nH\n:::'),
      1,
      /an exercise needs an ::answer\{type=…\} or ::choice lines/,
    ],
    [
      'two answers',
      exerciseMarkdown('::answer{type=number value=1}\n::answer{type=number value=2}'),
      5,
      /an exercise has one ::answer/,
    ],
    [
      'choices and an answer',
      exerciseMarkdown('::choice[A]{correct}\n::choice[B]\n::answer{type=text accept=a}'),
      6,
      /a choice exercise has ::choice lines and no ::answer/,
    ],
    [
      'an unknown part',
      exerciseMarkdown('::answer{type=number value=1}\n:::quiz\nQ?\n:::'),
      5,
      /"quiz" is not part of an exercise \(answer, choice, mistake, feedback, hint, solution\)/,
    ],
    [
      'an exercise inside it',
      exerciseMarkdown('::answer{type=number value=1}\n:::::exercise{#f title="F"}\nQ\n:::::'),
      5,
      /"exercise" is not part of an exercise/,
    ],
    [
      'an answer of an unknown type',
      exerciseMarkdown('::answer{type=date}'),
      4,
      /::answer type=date: one of number, text, code \(or ::choice lines\)/,
    ],
    ['an answer without a type', exerciseMarkdown('::answer{value=1}'), 4, /::answer type=\(missing\)/],
    [
      'a number answer without a value',
      exerciseMarkdown('::answer{type=number unit=m}'),
      4,
      /a number answer needs value=<number>/,
    ],
    [
      'a number answer with a bare value',
      exerciseMarkdown('::answer{type=number value unit=m}'),
      4,
      /a number answer needs value=<number>/,
    ],
    [
      'a number answer whose value is not a number',
      exerciseMarkdown('::answer{type=number value=half}'),
      4,
      /value=<number>/,
    ],
    [
      'a negative tolerance',
      exerciseMarkdown('::answer{type=number value=1 tolerance=-0.1}'),
      4,
      /tolerance=<number ≥ 0>/,
    ],
    [
      'a mistake that is not a number',
      exerciseMarkdown('::answer{type=number value=1}\n::mistake[No.]{value=one}'),
      5,
      /::mistake\[…\]\{value=<number>\}/,
    ],
    [
      'a mistake without a value',
      exerciseMarkdown('::answer{type=number value=1}\n::mistake[No.]{value}'),
      5,
      /::mistake\[…\]\{value=<number>\}/,
    ],
    [
      'feedback for an unknown case',
      exerciseMarkdown('::answer{type=number value=1}\n::feedback[Hm.]{when=partly}'),
      5,
      /::feedback\[…\] takes when=correct or when=incorrect/,
    ],
    [
      'a text answer without accept',
      exerciseMarkdown('::answer{type=text mode=expression}'),
      4,
      /a text answer needs accept="answer\|another form"/,
    ],
    [
      'a code answer on one line',
      exerciseMarkdown('::answer{type=code language=python}'),
      4,
      /a code answer is a :::answer\{type=code language=…\} holding its fences/,
    ],
    [
      'a code answer in an unknown language',
      exerciseMarkdown(`:::answer{type=code language=rust}\n${fence('rust tests', 'x')}\n:::`),
      4,
      /language=rust/,
    ],
    [
      'a code answer without a tests fence',
      exerciseMarkdown(
        `:::answer{type=code language=python}\n${fence('python', 'x = 1')}\n${fence('python solution', 'x = 2')}\n:::`,
      ),
      4,
      /a code answer needs a fence marked tests \(```python tests\)/,
    ],
    [
      'a code answer without a solution fence',
      exerciseMarkdown(`:::answer{type=code language=python}\n${fence('python tests', 'assert x')}\n:::`),
      4,
      /a code answer needs a fence marked solution/,
    ],
    [
      'prose inside a code answer',
      exerciseMarkdown(':::answer{type=code language=python}\nWrite it.\n:::'),
      5,
      /":::answer" holds only fenced code blocks, not paragraph/,
    ],
    [
      'a lab widget in a hint',
      exerciseMarkdown('::answer{type=number value=1}\n:::hint\n::lab{kind=maze maze=classic/a}\n:::'),
      5,
      /a labWidget cannot be inside another block/,
    ],
    [
      'a code cell in its solution',
      [
        ':::::exercise{#e title="T"}',
        'Q',
        '',
        '::answer{type=number value=1}',
        '',
        '::::solution',
        'Run it:',
        '',
        ':::code-cell{language=python}',
        fence('python', 'x = 1'),
        ':::',
        '::::',
        ':::::',
      ].join('\n'),
      6,
      /a codeCell cannot be inside another block/,
    ],
  ])('refuses an exercise with %s, naming its line', (_name, markdown, line, problem) => {
    const error = failure(markdown);
    expect({ line: error.line, problem: error.problem }).toEqual({
      line,
      problem: expect.stringMatching(problem),
    });
  });

  it('counts lines from the start of the document', () => {
    const error = failure(`# Title\n\nIntro.\n\n${exerciseMarkdown('::answer{type=date}')}`);
    expect(error.line).toBe(8);
    expect(error.message).toBe('line 8: ::answer type=date: one of number, text, code (or ::choice lines)');
  });

  it('leaves an exercise without a solution to validateDoc, which refuses it', () => {
    const doc = markdownToDoc('::::exercise{#e title="T"}\nQ\n\n::answer{type=number value=1}\n::::');
    expect(validateDoc(doc)).toEqual({
      ok: false,
      errors: [
        { path: 'content.0.attrs.solution', message: 'The worked solution needs at least one paragraph.' },
      ],
    });
  });
});

describe('markdownToDoc: interactive blocks stay at the top level', () => {
  const cell = [':::code-cell{language=python}', fence('python', 'x = 1'), ':::'];

  it.each([
    [
      'a code cell in a list',
      ['- first', '', ...cell.map((line) => `  ${line}`)],
      3,
      /a codeCell cannot be inside a list/,
    ],
    [
      'a lab in a list',
      ['1. step', '', '   ::lab{kind=gridworld world=cliff-walking algorithm=sarsa}'],
      3,
      /a labWidget cannot be inside a list/,
    ],
    [
      'an exercise in a list',
      [
        '- item',
        '',
        ...exerciseMarkdown('::answer{type=number value=1}')
          .split('\n')
          .map((line) => `  ${line}`),
      ],
      3,
      /a exercise cannot be inside a list/,
    ],
    ['a code cell in a quote', cell.map((line) => `> ${line}`), 1, /a codeCell cannot be inside a quote/],
    [
      'a lab in a quote',
      ['> Look:', '>', '> ::lab{kind=maze maze=classic/a}'],
      3,
      /a labWidget cannot be inside a quote/,
    ],
  ])('refuses %s', (_name, lines, line, problem) => {
    const error = failure(lines.join('\n'));
    expect({ line: error.line, problem: error.problem }).toEqual({
      line,
      problem: expect.stringMatching(problem),
    });
  });

  it('refuses an unknown directive, naming the ones it knows', () => {
    const error = failure('Intro.\n\n::video{src=a.mp4}');
    expect(error.line).toBe(3);
    expect(error.problem).toBe(
      '"::video" is not a directive the content format knows (:::code-cell, ::lab / :::lab, ::::exercise)',
    );
  });
});
