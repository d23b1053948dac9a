import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RichTextDoc } from './document.ts';
import { richTextDocInput, validateDoc } from './validate-doc.ts';

const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const linked = (href: string) =>
  doc(paragraph({ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href } }] }));
const image = (src: string) =>
  doc({ type: 'image', attrs: { src, alt: 'An arm', title: null, width: 640, height: 480 } });

function problems(value: unknown) {
  const result = validateDoc(value);
  return result.ok ? [] : result.errors;
}

const everyNode: RichTextDoc = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Title' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'b', marks: [{ type: 'bold' }, { type: 'italic' }, { type: 'strike' }] },
        { type: 'text', text: 'c', marks: [{ type: 'code' }] },
        { type: 'hardBreak' },
        { type: 'mathInline', attrs: { expression: '\\theta_1' } },
        { type: 'text', text: 'l', marks: [{ type: 'link', attrs: { href: '/articles/pid' } }] },
      ],
    },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [
            { type: 'paragraph' },
            {
              type: 'orderedList',
              attrs: { start: 3 },
              content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }],
            },
          ],
        },
      ],
    },
    { type: 'blockquote', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'q' }] }] },
    { type: 'codeBlock', attrs: { language: 'cpp' }, content: [{ type: 'text', text: 'int x;' }] },
    { type: 'codeBlock', attrs: { language: null } },
    { type: 'horizontalRule' },
    { type: 'image', attrs: { src: '/uploads/a.webp', alt: null, title: null, width: null, height: null } },
    { type: 'mathBlock', attrs: { expression: 'x^2' } },
  ],
};

describe('validateDoc: structure', () => {
  it('accepts every known node and mark and returns the document', () => {
    expect(validateDoc(everyNode)).toEqual({ ok: true, doc: everyNode });
  });

  it("accepts TipTap's default link and list attributes and drops them", () => {
    const fromEditor = doc(
      paragraph({
        type: 'text',
        text: 'x',
        marks: [
          {
            type: 'link',
            attrs: {
              href: 'https://a.org',
              target: '_blank',
              rel: 'noopener noreferrer nofollow',
              class: null,
            },
          },
        ],
      }),
      {
        type: 'orderedList',
        attrs: { start: 1, type: null },
        content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }],
      },
    );
    expect(validateDoc(fromEditor)).toEqual({
      ok: true,
      doc: doc(
        paragraph({ type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'https://a.org' } }] }),
        {
          type: 'orderedList',
          attrs: { start: 1 },
          content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }],
        },
      ),
    });
  });

  it.each([
    ['null', null, ''],
    ['a string', '<p>hi</p>', ''],
    ['the wrong root type', { type: 'paragraph', content: [] }, 'type'],
    ['an empty document', doc(), 'content'],
  ])('refuses %s', (_name, value, path) => {
    expect(problems(value)[0]).toMatchObject({ path });
  });

  it('names an unknown node and where it is', () => {
    const [problem] = problems(
      doc(paragraph({ type: 'text', text: 'a' }), { type: 'iframe', attrs: { src: 'x' } }),
    );
    expect(problem).toEqual({
      path: 'content.1.type',
      message: expect.stringMatching(
        /node type "iframe" cannot be used here: expected one of paragraph, heading/,
      ),
    });
  });

  it('refuses block nodes inside a paragraph and inline nodes at the top', () => {
    expect(problems(doc(paragraph({ type: 'heading', attrs: { level: 2 } })))[0]?.path).toBe(
      'content.0.content.0.type',
    );
    expect(problems(doc({ type: 'text', text: 'loose' }))[0]?.message).toMatch(/"text" cannot be used here/);
  });

  it('refuses unknown marks, unknown attributes and extra fields', () => {
    const [mark] = problems(doc(paragraph({ type: 'text', text: 'a', marks: [{ type: 'underline' }] })));
    expect(mark?.message).toMatch(/"underline"/);
    const [attr] = problems(doc({ type: 'heading', attrs: { level: 2, id: 'x' } }));
    expect(attr).toMatchObject({ path: 'content.0.attrs', message: 'Unknown attribute or field: id.' });
    const [field] = problems(doc({ type: 'paragraph', html: '<b>x</b>' }));
    expect(field?.message).toBe('Unknown attribute or field: html.');
  });

  it.each([1, 5, '2', null])('refuses heading level %s', (level) => {
    expect(problems(doc({ type: 'heading', attrs: { level } }))[0]?.message).toBe(
      'Headings have level 2, 3 or 4.',
    );
  });

  it('refuses empty text, marks on code, repeated marks and list items not starting with a paragraph', () => {
    expect(problems(doc(paragraph({ type: 'text', text: '' })))[0]?.message).toBe(
      'A text node may not be empty.',
    );
    expect(
      problems(
        doc({
          type: 'codeBlock',
          attrs: { language: 'c' },
          content: [{ type: 'text', text: 'x', marks: [{ type: 'bold' }] }],
        }),
      ),
    ).not.toEqual([]);
    expect(
      problems(doc(paragraph({ type: 'text', text: 'a', marks: [{ type: 'bold' }, { type: 'bold' }] })))[0]
        ?.message,
    ).toBe('A mark appears twice.');
    const list = {
      type: 'bulletList',
      content: [{ type: 'listItem', content: [{ type: 'horizontalRule' }] }],
    };
    expect(problems(doc(list))[0]?.message).toBe('A list item must start with a paragraph.');
    expect(problems(doc({ type: 'bulletList', content: [] }))[0]?.message).toBe(
      'A list needs at least one item.',
    );
  });

  it('refuses a code language that is not a short name', () => {
    expect(problems(doc({ type: 'codeBlock', attrs: { language: 'c"><script>' } }))[0]?.message).toMatch(
      /short name/,
    );
  });
});

describe('validateDoc: links', () => {
  it.each([
    'https://docs.espressif.com/projects/esp-idf/en/latest/',
    'http://example.org',
    'HTTPS://EXAMPLE.ORG/A?b=1&c=2#d',
    'mailto:editor@tinkerlabs.example.org',
    '/articles/pid-control',
    '#anchors-work',
    './relative',
    '../up',
    'page.html',
    '?page=2',
    '/search?q=a:b',
    'https://en.wikipedia.org/wiki/PID_(control)',
  ])('accepts %s', (href) => {
    expect(problems(linked(href))).toEqual([]);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'javascript:alert(1) ',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    '\u0001javascript:alert(1)',
    'java\u200bscript:alert(1)',
    '\ufeffjavascript:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    'javascript&#x3A;alert(1)',
    'javascript&#x3a alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
    '&#0000106;avascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'jav&Tab;ascript:alert(1)',
    'java&NewLine;script:alert(1)',
    'javascript&amp;colon;alert(1)',
    'javascript://%0aalert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org',
    '//evil.example.org',
    '/\\evil.example.org',
    '\\\\evil.example.org',
    'https://',
    'http:/example.org',
    'mailto:',
    '',
  ])('refuses %j', (href) => {
    const found = problems(linked(href));
    expect(found).toHaveLength(1);
    expect(found[0]?.path).toBe('content.0.content.0.marks.0.attrs.href');
  });

  it('explains a refused scheme in words', () => {
    expect(problems(linked('javascript:alert(1)'))[0]?.message).toBe(
      'Links may use http, https or mailto addresses, not "javascript:".',
    );
  });
});

describe('validateDoc: images', () => {
  it.each(['/uploads/2026/05/arm.webp', '/favicon.svg'])('accepts %s', (src) => {
    expect(problems(image(src))).toEqual([]);
  });

  it.each([
    'https://example.org/a.png',
    'http://example.org/a.png',
    '//example.org/a.png',
    '/\\example.org/a.png',
    'uploads/a.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)',
    '&#47;&#47;example.org/a.png',
    '/uploads/../../etc/passwd',
    '/uploads/a b.png',
    '',
  ])('refuses %j', (src) => {
    expect(problems(image(src))[0]?.path).toBe('content.0.attrs.src');
  });

  it('refuses nonsense sizes', () => {
    const bad = { type: 'image', attrs: { src: '/a.png', alt: null, title: null, width: 0, height: 1.5 } };
    expect(problems(doc(bad)).map((p) => p.path)).toEqual([
      'content.0.attrs.width',
      'content.0.attrs.height',
    ]);
  });
});

describe('validateDoc: maths', () => {
  it('refuses the untrusted KaTeX commands in inline and block maths, at their path', () => {
    const inlineMath = doc(
      paragraph({ type: 'mathInline', attrs: { expression: '\\href{javascript:alert(1)}{x}' } }),
    );
    expect(problems(inlineMath)).toEqual([
      {
        path: 'content.0.content.0.attrs.expression',
        message: 'Maths may not use \\href: links, images and HTML attributes are not allowed in formulas.',
      },
    ]);
    const blockMath = doc({ type: 'mathBlock', attrs: { expression: '\\htmlStyle{color:red}{x}' } });
    expect(problems(blockMath)[0]?.path).toBe('content.0.attrs.expression');
  });
});

describe('validateDoc: limits', () => {
  it('refuses more text than the limit, with the limit in the message', () => {
    const big = doc(paragraph({ type: 'text', text: 'x'.repeat(200_001) }));
    expect(problems(big)).toEqual([
      { path: '', message: 'The document is longer than the limit of 200 000 characters of text.' },
    ]);
    expect(problems(doc(paragraph({ type: 'text', text: 'x'.repeat(200_000) })))).toEqual([]);
  });

  it('counts formulas towards the text limit', () => {
    const formulas = doc(
      ...Array.from({ length: 21 }, () => ({ type: 'mathBlock', attrs: { expression: 'x'.repeat(10_000) } })),
    );
    expect(problems(formulas)[0]?.message).toMatch(/longer than the limit/);
  });

  it('refuses too many nodes', () => {
    const many = doc(...Array.from({ length: 20_000 }, () => ({ type: 'horizontalRule' })));
    expect(problems(many)[0]?.message).toMatch(/more than 20 000 parts/);
    expect(validateDoc(many, { maxNodes: 30_000 }).ok).toBe(true);
  });

  it('refuses deep nesting without recursing into it', () => {
    let node: unknown = { type: 'paragraph' };
    for (let i = 0; i < 100_000; i++) node = { type: 'blockquote', content: [node] };
    expect(problems(doc(node))).toEqual([
      { path: '', message: 'The document is nested more than 20 levels deep.' },
    ]);
  });

  it('accepts nesting up to the limit', () => {
    let node: unknown = { type: 'paragraph' };
    for (let i = 0; i < 18; i++) node = { type: 'blockquote', content: [node] };
    expect(problems(doc(node))).toEqual([]);
  });
});

describe('richTextDocInput', () => {
  const body = z.object({ title: z.string(), body: richTextDocInput });

  it('validates a document inside a request schema, with problems at their paths', () => {
    expect(body.parse({ title: 't', body: everyNode }).body).toEqual(everyNode);
    const result = body.safeParse({ title: 't', body: linked('javascript:alert(1)') });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual([
      'body.content.0.content.0.marks.0.attrs.href',
    ]);
  });
});

describe('validateDoc: interactive blocks', () => {
  const words = (value: string) => ({ type: 'text', text: value }) as const;
  const para = (value: string) => ({ type: 'paragraph', content: [words(value)] }) as const;
  const cell = (attrs: Record<string, unknown> = {}) => ({
    type: 'codeCell',
    attrs: { id: 'quantise', language: 'python', board: false, code: 'print(1)', input: '', ...attrs },
  });
  const numberAnswer = {
    kind: 'number',
    value: 0.55,
    tolerance: 0.005,
    unit: 'm',
    mistakes: [{ value: 0.05, feedback: [words('That is the inner radius.')] }],
  };
  const option = (id: string, correct: boolean, feedback: unknown[] = []) => ({
    id,
    text: [words(`Option ${id}`)],
    correct,
    feedback,
  });
  const choice = (multiple: boolean, ...options: unknown[]) => ({ kind: 'choice', multiple, options });
  const exercise = (attrs: Record<string, unknown> = {}) => ({
    type: 'exercise',
    attrs: {
      id: 'reach',
      title: 'Reach of a two-link arm',
      question: [para('How far can the tip reach?')],
      answer: numberAnswer,
      hints: [[para('Straighten the arm.')], [para('Add the links.')]],
      solution: [para('0.30 + 0.25 = 0.55 m.')],
      feedback: { correct: [words('Yes.')], incorrect: [] },
      ...attrs,
    },
  });
  const lab = (attrs: Record<string, unknown>) => ({ type: 'labWidget', attrs });
  const arm = { kind: 'robotArm', arm: 'scara', joints: [30, 45, 100, 0], target: [400, 250, 200] };
  const grid = { kind: 'gridworld', world: 'cliff-walking', algorithm: 'q-learning' };
  const maze = { kind: 'maze', maze: 'classic/japan2013ef', text: null, mouse: 'flood-fill' };
  const frames = { kind: 'coordinateFrames', figure: 'pose2d', values: [1, 0.5, 30] };

  it('accepts every kind of interactive block and returns it unchanged', () => {
    const interactive = doc(
      para('Intro'),
      cell(),
      cell({ id: 'blink', language: 'micropython', board: true, input: '3\n' }),
      cell({ id: 'fixed-point', language: 'cpp', code: 'int main() {}' }),
      lab(arm),
      lab({ ...arm, arm: 'cartesian', joints: [], target: null }),
      lab(grid),
      lab(maze),
      lab({ kind: 'maze', maze: null, text: '+---+\n|   |\n+---+', mouse: 'left-wall' }),
      lab(frames),
      lab({ kind: 'coordinateFrames', figure: 'euler', values: [10, 20, 30] }),
      exercise(),
      exercise({
        id: 'pick-one',
        answer: choice(false, option('a', true, [words('Right.')]), option('b', false)),
        hints: [],
      }),
      exercise({
        id: 'pick-all',
        answer: choice(true, option('a', true), option('b', true), option('c', false)),
      }),
      exercise({
        id: 'square',
        answer: {
          kind: 'text',
          accepted: ['x^2', 'x**2'],
          mode: 'expression',
          mistakes: [{ value: '2x', feedback: [words('That is the derivative.')] }],
        },
      }),
      exercise({
        id: 'double',
        answer: {
          kind: 'code',
          language: 'python',
          code: 'def double(x):\n    pass',
          tests: 'def test_double():\n    assert double(2) == 4',
          solution: 'def double(x):\n    return 2 * x',
        },
      }),
    );
    expect(validateDoc(interactive)).toEqual({ ok: true, doc: interactive });
  });

  it('accepts rich prose, maths and lists inside an exercise', () => {
    const rich = doc(
      exercise({
        question: [
          { type: 'heading', attrs: { level: 3 }, content: [words('Setup')] },
          paragraph(words('Links of '), { type: 'mathInline', attrs: { expression: 'l_1' } }),
          { type: 'bulletList', content: [{ type: 'listItem', content: [para('one')] }] },
          { type: 'mathBlock', attrs: { expression: 'r = l_1 + l_2' } },
          { type: 'codeBlock', attrs: { language: 'python' }, content: [words('x = 1')] },
        ],
      }),
    );
    expect(problems(rich)).toEqual([]);
  });

  describe('code cells', () => {
    it.each([
      ['an unknown attribute', { theme: 'dark' }, 'content.0.attrs', 'Unknown attribute or field: theme.'],
      [
        'a language it cannot run',
        { language: 'rust' },
        'content.0.attrs.language',
        /one of python, micropython, cpp/,
      ],
      [
        'the board on a Python cell',
        { board: true },
        'content.0.attrs.board',
        'Only a MicroPython cell has the virtual board.',
      ],
      ['the board on a C++ cell', { language: 'cpp', board: true }, 'content.0.attrs.board', /MicroPython/],
      ['a board that is not true or false', { board: 'yes' }, 'content.0.attrs.board', /boolean/],
      ['an id with capitals and spaces', { id: 'My Cell' }, 'content.0.attrs.id', /An id is 1–64 lower-case/],
      ['an id starting with a hyphen', { id: '-cell' }, 'content.0.attrs.id', /An id is/],
      ['an id of 65 characters', { id: 'a'.repeat(65) }, 'content.0.attrs.id', /An id is/],
      [
        'more than 20 000 characters of code',
        { code: 'x'.repeat(20_001) },
        'content.0.attrs.code',
        'A code cell is at most 20 000 characters.',
      ],
      [
        'an input of more than 10 000 characters',
        { input: 'x'.repeat(10_001) },
        'content.0.attrs.input',
        'A program input is at most 10 000 characters.',
      ],
    ])('refuses %s at its path', (_name, attrs, path, message) => {
      const found = problems(doc(cell(attrs)));
      expect(found).toHaveLength(1);
      expect(found[0]).toEqual({ path, message: expect.stringMatching(message) });
    });

    it('accepts the board on a MicroPython cell and code of exactly 20 000 characters', () => {
      expect(problems(doc(cell({ language: 'micropython', board: true, code: 'x'.repeat(20_000) })))).toEqual(
        [],
      );
    });

    it('refuses a cell without its input field', () => {
      const { input: _input, ...attrs } = cell().attrs;
      expect(problems(doc({ type: 'codeCell', attrs }))[0]?.path).toBe('content.0.attrs.input');
    });
  });

  describe('exercises', () => {
    const answerProblems = (answer: unknown) => problems(doc(exercise({ answer })));

    it.each([
      ['a negative tolerance', { tolerance: -0.1 }, 'tolerance', 'The tolerance is zero or more.'],
      ['an infinite tolerance', { tolerance: Infinity }, 'tolerance', /./],
      ['an infinite value', { value: Infinity }, 'value', /./],
      ['a value given as text', { value: '0.55' }, 'value', /expected number/],
      ['an empty unit', { unit: '' }, 'unit', /./],
      ['a unit of 33 characters', { unit: 'm'.repeat(33) }, 'unit', /./],
      ['a mistake without a number', { mistakes: [{ value: 'x', feedback: [] }] }, 'mistakes.0.value', /./],
      [
        'a mistake with an unknown field',
        { mistakes: [{ value: 1, feedback: [], hint: 'x' }] },
        'mistakes.0',
        'Unknown attribute or field: hint.',
      ],
      ['an unknown field', { precision: 2 }, '', 'Unknown attribute or field: precision.'],
    ])('refuses a number answer with %s', (_name, change, field, message) => {
      const found = answerProblems({ ...numberAnswer, ...change });
      expect(found).toHaveLength(1);
      expect(found[0]).toEqual({
        path: `content.0.attrs.answer${field ? `.${field}` : ''}`,
        message: expect.stringMatching(message),
      });
    });

    it('accepts a tolerance of zero and no unit', () => {
      expect(answerProblems({ ...numberAnswer, tolerance: 0, unit: null })).toEqual([]);
    });

    it('refuses an unknown kind of answer', () => {
      expect(answerProblems({ kind: 'date', value: '2026-01-01' })).toEqual([
        {
          path: 'content.0.attrs.answer.kind',
          message: "An answer's kind is one of number, choice, text, code.",
        },
      ]);
    });

    it('refuses a choice with no correct option', () => {
      expect(answerProblems(choice(false, option('a', false), option('b', false)))).toEqual([
        { path: 'content.0.attrs.answer.options', message: 'Mark at least one option correct.' },
      ]);
      expect(answerProblems(choice(true, option('a', false), option('b', false)))[0]?.path).toBe(
        'content.0.attrs.answer.options',
      );
    });

    it('refuses several correct options unless the choice is multiple', () => {
      expect(answerProblems(choice(false, option('a', true), option('b', true)))).toEqual([
        {
          path: 'content.0.attrs.answer.multiple',
          message: 'Several options are correct: make it a "choose all that apply" question.',
        },
      ]);
      expect(answerProblems(choice(true, option('a', true), option('b', true)))).toEqual([]);
    });

    it('refuses two options with the same id', () => {
      expect(answerProblems(choice(false, option('a', true), option('a', false)))).toEqual([
        { path: 'content.0.attrs.answer.options', message: 'Two options have the same id.' },
      ]);
    });

    it('refuses too few or too many options, an option without text and a bad option id', () => {
      expect(answerProblems(choice(false, option('a', true)))).toEqual([
        { path: 'content.0.attrs.answer.options', message: 'A choice needs at least two options.' },
      ]);
      const thirteen = Array.from({ length: 13 }, (_, i) => option(`o${i}`, i === 0));
      expect(answerProblems(choice(false, ...thirteen))).toEqual([
        { path: 'content.0.attrs.answer.options', message: 'A choice has at most 12 options.' },
      ]);
      expect(answerProblems(choice(false, option('a', true), { ...option('b', false), text: [] }))).toEqual([
        { path: 'content.0.attrs.answer.options.1.text', message: 'An option needs its text.' },
      ]);
      expect(answerProblems(choice(false, option('a', true), option('B b', false)))[0]?.path).toBe(
        'content.0.attrs.answer.options.1.id',
      );
    });

    it('refuses a text answer without an accepted answer, a blank one or an unknown mode', () => {
      const text = { kind: 'text', accepted: ['x^2'], mode: 'text', mistakes: [] };
      expect(answerProblems({ ...text, accepted: [] })).toEqual([
        { path: 'content.0.attrs.answer.accepted', message: 'Give at least one accepted answer.' },
      ]);
      expect(answerProblems({ ...text, accepted: ['x', '   '] })[0]?.path).toBe(
        'content.0.attrs.answer.accepted.1',
      );
      expect(answerProblems({ ...text, mode: 'regex' })[0]?.path).toBe('content.0.attrs.answer.mode');
      expect(answerProblems({ ...text, mistakes: [{ value: '', feedback: [] }] })[0]?.path).toBe(
        'content.0.attrs.answer.mistakes.0.value',
      );
    });

    it('refuses a code answer without tests or solution, or in a language no cell runs', () => {
      const code = { kind: 'code', language: 'cpp', code: '', tests: 'TEST(a) {}', solution: 'int a;' };
      expect(answerProblems(code)).toEqual([]);
      expect(answerProblems({ ...code, tests: '' })).toEqual([
        { path: 'content.0.attrs.answer.tests', message: 'A code exercise needs its tests.' },
      ]);
      expect(answerProblems({ ...code, solution: '' })).toEqual([
        { path: 'content.0.attrs.answer.solution', message: 'A code exercise needs its solution.' },
      ]);
      expect(answerProblems({ ...code, language: 'rust' })).toEqual([
        {
          path: 'content.0.attrs.answer.language',
          message: 'The language is one of python, micropython, cpp.',
        },
      ]);
      expect(answerProblems({ ...code, tests: 'x'.repeat(20_001) })).toEqual([
        { path: 'content.0.attrs.answer.tests', message: 'The tests is at most 20 000 characters.' },
      ]);
    });

    it.each([
      [
        'an unknown attribute',
        { difficulty: 'hard' },
        'content.0.attrs',
        'Unknown attribute or field: difficulty.',
      ],
      ['a blank title', { title: '   ' }, 'content.0.attrs.title', 'An exercise needs a title.'],
      [
        'a title of 121 characters',
        { title: 'x'.repeat(121) },
        'content.0.attrs.title',
        'A title is at most 120 characters.',
      ],
      ['a bad id', { id: 'Reach_1' }, 'content.0.attrs.id', /An id is 1–64/],
      [
        'no question',
        { question: [] },
        'content.0.attrs.question',
        'The question needs at least one paragraph.',
      ],
      [
        'an empty hint',
        { hints: [[para('a')], []] },
        'content.0.attrs.hints.1',
        'A hint needs at least one paragraph.',
      ],
      [
        'eleven hints',
        { hints: Array.from({ length: 11 }, () => [para('h')]) },
        'content.0.attrs.hints',
        'An exercise has at most 10 hints.',
      ],
      [
        'no solution',
        { solution: [] },
        'content.0.attrs.solution',
        'The worked solution needs at least one paragraph.',
      ],
      [
        'feedback with an unknown case',
        { feedback: { correct: [], incorrect: [], partial: [] } },
        'content.0.attrs.feedback',
        'Unknown attribute or field: partial.',
      ],
      [
        'a block in its feedback',
        { feedback: { correct: [para('x')], incorrect: [] } },
        'content.0.attrs.feedback.correct.0.type',
        /"paragraph" cannot be used here/,
      ],
      [
        'a code cell in its question',
        { question: [para('q'), cell()] },
        'content.0.attrs.question.1.type',
        /"codeCell" cannot be used here: expected one of paragraph, .*mathBlock\.$/,
      ],
      [
        'an exercise in its solution',
        { solution: [exercise()] },
        'content.0.attrs.solution.0.type',
        /"exercise" cannot be used here/,
      ],
      [
        'a lab widget in a hint',
        { hints: [[lab(grid)]] },
        'content.0.attrs.hints.0.0.type',
        /"labWidget" cannot/,
      ],
      [
        'an unsafe formula in its question',
        { question: [{ type: 'mathBlock', attrs: { expression: '\\href{javascript:alert(1)}{x}' } }] },
        'content.0.attrs.question.0.attrs.expression',
        /may not use \\href/,
      ],
    ])('refuses an exercise with %s at its path', (_name, attrs, path, message) => {
      const found = problems(doc(exercise(attrs)));
      expect(found).toHaveLength(1);
      expect(found[0]).toEqual({ path, message: expect.stringMatching(message) });
    });

    it('refuses an exercise without hints or feedback fields', () => {
      const { hints: _hints, ...attrs } = exercise().attrs;
      expect(problems(doc({ type: 'exercise', attrs }))[0]?.path).toBe('content.0.attrs.hints');
    });
  });

  describe('ids', () => {
    it('refuses an exercise id or a code cell id used twice in a document, at the later block', () => {
      expect(problems(doc(exercise({ id: 'twice' }), para('between'), exercise({ id: 'twice' })))).toEqual([
        {
          path: 'content.2.attrs.id',
          message: 'The id "twice" is used by an earlier block: each code cell and exercise needs its own.',
        },
      ]);
      expect(problems(doc(cell({ id: 'twice' }), cell({ id: 'twice' })))[0]?.path).toBe('content.1.attrs.id');
    });

    it('refuses a code cell and an exercise sharing an id', () => {
      expect(problems(doc(exercise({ id: 'shared' }), cell({ id: 'shared' })))).toEqual([
        {
          path: 'content.1.attrs.id',
          message: expect.stringMatching(/"shared" is used by an earlier block/),
        },
      ]);
    });

    it('names each repeat and accepts distinct ids and equal option ids in different exercises', () => {
      expect(
        problems(doc(cell({ id: 'a' }), cell({ id: 'a' }), cell({ id: 'a' }))).map((p) => p.path),
      ).toEqual(['content.1.attrs.id', 'content.2.attrs.id']);
      const options = choice(false, option('a', true), option('b', false));
      expect(
        problems(
          doc(
            exercise({ id: 'one', answer: options }),
            exercise({ id: 'two', answer: options }),
            cell({ id: 'three' }),
          ),
        ),
      ).toEqual([]);
    });
  });

  describe('placement', () => {
    const notHere = (type: string) => expect.stringMatching(new RegExp(`"${type}" cannot be used here`));

    it.each([
      ['a code cell', cell()],
      ['a lab widget', lab(grid)],
      ['an exercise', exercise()],
    ])('refuses %s inside a list item or a quote', (_name, node) => {
      const inList = doc({
        type: 'bulletList',
        content: [{ type: 'listItem', content: [para('first'), node] }],
      });
      expect(problems(inList)).toEqual([
        { path: 'content.0.content.0.content.1.type', message: notHere(node.type) },
      ]);
      const inOrderedList = doc({
        type: 'orderedList',
        attrs: { start: 1 },
        content: [{ type: 'listItem', content: [para('first'), node] }],
      });
      expect(problems(inOrderedList)[0]).toEqual({
        path: 'content.0.content.0.content.1.type',
        message: notHere(node.type),
      });
      const inQuote = doc({ type: 'blockquote', content: [node] });
      expect(problems(inQuote)).toEqual([{ path: 'content.0.content.0.type', message: notHere(node.type) }]);
    });

    it('lists only the basic blocks as allowed inside a quote, and every block at the top', () => {
      const [inQuote] = problems(doc({ type: 'blockquote', content: [cell()] }));
      expect(inQuote?.message).not.toMatch(/expected one of .*codeCell/);
      const [atTop] = problems(doc({ type: 'quiz' }));
      expect(atTop?.message).toMatch(/expected one of .*codeCell, labWidget, exercise/);
    });
  });

  describe('lab widgets', () => {
    it.each([
      [
        'an unknown kind',
        { kind: 'oven' },
        'content.0.attrs.kind',
        "A lab widget's kind is one of robotArm, gridworld, maze, coordinateFrames.",
      ],
      ['no kind', { arm: 'scara' }, 'content.0.attrs.kind', /lab widget's kind/],
      [
        'an unknown arm',
        { ...arm, arm: 'delta' },
        'content.0.attrs.arm',
        'The arm is one of scara, cartesian, cylindrical, spherical.',
      ],
      [
        'seven joints',
        { ...arm, joints: [1, 2, 3, 4, 5, 6, 7] },
        'content.0.attrs.joints',
        'An arm has at most 6 joints.',
      ],
      ['a joint given as text', { ...arm, joints: [1, '2'] }, 'content.0.attrs.joints.1', /expected number/],
      ['a target of two values', { ...arm, target: [1, 2] }, 'content.0.attrs.target', /./],
      [
        'an arm attribute it does not have',
        { ...arm, speed: 2 },
        'content.0.attrs',
        'Unknown attribute or field: speed.',
      ],
      [
        'an unknown world',
        { ...grid, world: 'mars' },
        'content.0.attrs.world',
        /The world is one of sutton-barto-4x4, russell-norvig-4x3, cliff-walking, lab-default/,
      ],
      [
        'an unknown algorithm',
        { ...grid, algorithm: 'dqn' },
        'content.0.attrs.algorithm',
        /The algorithm is one of policy-evaluation/,
      ],
      [
        'a badly named maze',
        { ...maze, maze: 'Classic Japan' },
        'content.0.attrs.maze',
        'A bundled maze is named like "classic/japan2013ef".',
      ],
      [
        'neither a bundled nor an inline maze',
        { ...maze, maze: null },
        'content.0.attrs.maze',
        'Give either a bundled maze or an inline one.',
      ],
      [
        'both a bundled and an inline maze',
        { ...maze, text: '+---+' },
        'content.0.attrs.maze',
        'Give either a bundled maze or an inline one.',
      ],
      [
        'an inline maze over 20 000 characters',
        { ...maze, maze: null, text: 'x'.repeat(20_001) },
        'content.0.attrs.text',
        /at most 20 000/,
      ],
      [
        'an unknown mouse',
        { ...maze, mouse: 'cat' },
        'content.0.attrs.mouse',
        'The mouse is one of flood-fill, left-wall, right-wall.',
      ],
      [
        'an unknown figure',
        { ...frames, figure: 'quaternion' },
        'content.0.attrs.figure',
        /The figure is one of pose2d, euler/,
      ],
      ['two values', { ...frames, values: [1, 2] }, 'content.0.attrs.values', 'A figure takes three values.'],
      [
        'a gridworld with an arm',
        { ...grid, arm: 'scara' },
        'content.0.attrs',
        'Unknown attribute or field: arm.',
      ],
    ])('refuses %s at its path', (_name, attrs, path, message) => {
      const found = problems(doc(lab(attrs)));
      expect(found).toHaveLength(1);
      expect(found[0]).toEqual({ path, message: expect.stringMatching(message) });
    });

    it('refuses an id on a lab widget', () => {
      expect(problems(doc({ type: 'labWidget', attrs: grid, id: 'x' }))).toEqual([
        { path: 'content.0', message: 'Unknown attribute or field: id.' },
      ]);
    });
  });

  describe('limits', () => {
    it('counts the text inside attributes: a code cell with more code than the limit is refused', () => {
      const limit = { maxTextLength: 100 };
      // Its id ("c") and language ("cpp") are text as well: 4 characters.
      const program = (length: number) => cell({ id: 'c', language: 'cpp', code: 'x'.repeat(length) });
      expect(validateDoc(doc(program(96)), limit).ok).toBe(true);
      expect(validateDoc(doc(program(97)), limit)).toEqual({
        ok: false,
        errors: [{ path: '', message: 'The document is longer than the limit of 100 characters of text.' }],
      });
      // The input, an exercise's question, hints, answers and feedback count too.
      expect(
        validateDoc(
          doc(cell({ id: 'c', language: 'cpp', code: 'x'.repeat(48), input: 'y'.repeat(49) })),
          limit,
        ).ok,
      ).toBe(false);
      expect(
        validateDoc(
          doc(cell({ id: 'c', language: 'cpp', code: 'x'.repeat(48), input: 'y'.repeat(48) })),
          limit,
        ).ok,
      ).toBe(true);
      const longHint = exercise({ hints: [[para('h'.repeat(200))]] });
      expect(validateDoc(doc(longHint), { maxTextLength: 200 }).ok).toBe(false);
      expect(validateDoc(doc(longHint), { maxTextLength: 400 }).ok).toBe(true);
    });

    it('refuses cells that are each within their own limit but together over the document limit', () => {
      const cells = Array.from({ length: 11 }, (_, i) => cell({ id: `cell-${i}`, code: 'x'.repeat(19_000) }));
      expect(problems(doc(...cells))).toEqual([
        { path: '', message: 'The document is longer than the limit of 200 000 characters of text.' },
      ]);
      expect(problems(doc(...cells.slice(0, 10)))).toEqual([]);
    });

    it('counts the parts of an exercise towards the node limit', () => {
      const many = exercise({ question: Array.from({ length: 100 }, () => para('q')) });
      expect(validateDoc(doc(many), { maxNodes: 150 }).ok).toBe(false);
      expect(validateDoc(doc(many), { maxNodes: 1_000 }).ok).toBe(true);
    });

    const nested = (levels: number) => {
      let node: unknown = { type: 'paragraph' };
      for (let i = 0; i < levels; i++) node = { type: 'blockquote', content: [node] };
      return node;
    };

    it('counts the nesting of the blocks inside an exercise towards the depth limit', () => {
      // The exercise is one level below the document, so its question holds one level less.
      expect(problems(doc(exercise({ question: [nested(17)] })))).toEqual([]);
      expect(problems(doc(exercise({ question: [nested(18)] })))).toEqual([
        { path: '', message: 'The document is nested more than 20 levels deep.' },
      ]);
      expect(problems(doc(exercise({ hints: [[nested(30)]] })))[0]?.path).toBe('');
    });

    it('refuses a deeply nested question without recursing into it', () => {
      expect(() => validateDoc(doc(exercise({ solution: [nested(100_000)] })))).not.toThrow();
      expect(problems(doc(exercise({ question: [nested(100_000)] })))).toEqual([
        { path: '', message: 'The document is nested more than 20 levels deep.' },
      ]);
    });
  });
});
