import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BasicBlockNode } from './document.ts';
import { blocksToMarkdown, docToMarkdown, inlineToMarkdown } from './doc-to-markdown.ts';
import { markdownToDoc } from './markdown-to-doc.ts';

const blocks = (markdown: string) => markdownToDoc(markdown).content as BasicBlockNode[];

/** Markdown → doc → Markdown → doc: the two documents are the same. */
function expectRoundTrip(markdown: string) {
  const first = blocks(markdown);
  const written = blocksToMarkdown(first);
  expect(blocks(written), `written as:\n${written}`).toEqual(first);
  return written;
}

describe('blocksToMarkdown: the round trip through markdownToDoc', () => {
  it.each([
    ['paragraphs', 'One line\n\nAnother paragraph'],
    ['bold, italic and code', 'Some **bold**, *italic*, ***both*** and `code` here.'],
    ['nested emphasis', '*it **bold** it* and **b *i* b**'],
    ['emphasis inside a word', 'un*believ*able and snake_case_name'],
    ['bold then italic with nothing between', '**bold***italic* and *italic***bold**'],
    ['code with backticks and spaces', 'a ``x ` y`` and `` `tick` `` and ` padded `'],
    ['code holding Markdown', 'run `**not bold** $x$ \\n` now'],
    ['links with marks inside', 'See [the **PID** page](https://example.org/pid) and [x](/articles/a_b)'],
    ['a link around a code span', '[`analogRead()`](https://docs.arduino.cc/analogread)'],
    ['a link whose address has parentheses', '[PID](https://en.wikipedia.org/wiki/PID_(control))'],
    ['bold around a link', '**a [b](/c) d**'],
    ['inline maths', 'Set $K_p = 2$ first, then $\\omega_1 * \\theta_2$.'],
    ['maths inside bold', '**bold $y$ more** and *it $x$*'],
    ['maths closing emphasis', '*so $x$* then and **a**$y$ b'],
    ['maths before a digit', 'so $$v$$2 and $$\\$5 = x$$ hold'],
    ['maths at the edges', '$x$ starts and ends $y$'],
    ['hard breaks', 'Line one\\\nline two  \nline three'],
    ['a hard break inside bold', '**a\\\nb** c'],
    [
      'characters Markdown would read',
      'Costs \\$5, 2 \\* 3, a\\_b, \\[not a link\\], \\<tag>, \\`tick\\`, back\\\\slash',
    ],
    ['prices stay text', 'It costs $5 and $10.'],
    ['entities', 'AT\\&amp;T and &copy; and a & b'],
    [
      'things that look like blocks',
      '\\# not a heading\n\n\\- not a list\n\n1\\. not a list\n\n\\> not a quote',
    ],
    ['directives in prose', 'Time 10:30, ratio a:b, and \\:name{x} and \\::lab'],
    ['an exclamation before a link', 'Hi\\![there](/a)'],
    ['headings', '## Two\n\n### Three *x*\n\n#### Four with $y$'],
    ['a heading ending with a hash', '## C# and \\#'],
    ['bullet lists', '- one\n- two **bold**\n- three'],
    ['ordered lists with a start', '3. three\n4. four'],
    ['nested lists', '- a\n  - a1\n  - a2\n- b\n\n1. first\n   1. sub\n2. second'],
    ['items with several blocks', '- a\n\n  still a\n\n- b'],
    ['an item that starts with code', '- ```c\n  x++;\n  ```'],
    ['an empty item', '-\n- b'],
    ['adjacent lists', '- one\n\n* two\n\n1. three\n\n1) four'],
    ['a list after a paragraph', 'Parts:\n- resistor\n- diode'],
    ['a paragraph starting with a number', 'In 1984\\. it was'],
    ['quotes', '> Quoted **text**\n>\n> - item\n>\n> > inner'],
    [
      'code blocks',
      '```python\nprint(1)\n\n\nprint(2)\n```\n\n```\nplain\n```\n\n````\n```\nfence\n```\n````',
    ],
    ['an empty code block', '```cpp\n```'],
    ['display maths', '$$\nR = \\begin{bmatrix} a & b \\\\ c & d \\end{bmatrix}\n$$\n\nText'],
    ['display maths in a list', '- $$\n  x^2\n  $$'],
    ['rules', 'a\n\n---\n\nb\n\n- ***'],
    ['figures', '![A PID loop](/uploads/pid.svg "Figure 1: the \\"loop\\"")\n\n![Arm](images/arm.svg)'],
    [
      'everything at once',
      '## Title\n\nText with **b**, $m$.\n\n- item `c`\n\n> quote\n\n```c\nint x;\n```\n\n$$\nx\n$$',
    ],
  ])('%s', (_name, markdown) => {
    expectRoundTrip(markdown);
  });

  it('writes plain Markdown an author can read', () => {
    expect(expectRoundTrip('Some **bold**, *italic*, `code` and $x^2$.')).toBe(
      'Some **bold**, *italic*, `code` and $x^2$.',
    );
    expect(expectRoundTrip('- a\n  - b\n\n3. c')).toBe('- a\n  - b\n\n3. c');
    expect(expectRoundTrip('```python\nprint(1)\n```')).toBe('```python\nprint(1)\n```');
    expect(expectRoundTrip('$$\nx^2\n$$')).toBe('$$\nx^2\n$$');
  });

  it('gives nothing for no blocks and for an empty paragraph', () => {
    expect(blocksToMarkdown([])).toBe('');
    expect(blocksToMarkdown([{ type: 'paragraph' }])).toBe('');
  });

  it('writes strike-through as plain text, and drops a hard break that ends a paragraph', () => {
    expect(
      inlineToMarkdown([
        { type: 'text', text: 'gone', marks: [{ type: 'strike' }] },
        { type: 'text', text: ' end' },
        { type: 'hardBreak' },
      ]),
    ).toBe('gone end');
  });

  it('moves spaces at the edges of bold text outside its delimiters', () => {
    expect(
      inlineToMarkdown([
        { type: 'text', text: 'a' },
        { type: 'text', text: ' bold ', marks: [{ type: 'bold' }] },
        { type: 'text', text: 'b' },
      ]),
    ).toBe('a **bold** b');
  });
});

describe('docToMarkdown: interactive blocks as directives', () => {
  it('writes them as an author writes them', () => {
    const doc = markdownToDoc(
      [
        ':::code-cell{#blink language=micropython board}',
        '```micropython',
        'print(input())',
        '```',
        '```input',
        '42',
        '```',
        ':::',
        '',
        '::lab{kind=robot-arm arm=scara joints="30,45,100,0"}',
      ].join('\n'),
    );
    expect(docToMarkdown(doc)).toBe(
      [
        ':::code-cell{#blink language=micropython board}',
        '```micropython',
        'print(input())',
        '```',
        '',
        '```input',
        '42',
        '```',
        ':::',
        '',
        '::lab{kind=robot-arm arm=scara joints=30,45,100,0}',
      ].join('\n'),
    );
  });

  it.each([
    [
      'labs of every kind',
      [
        '::lab{kind=robot-arm arm=spherical joints="-10,20.5,300" target="1,2,3"}',
        '::lab{kind=gridworld world=cliff-walking algorithm=sarsa}',
        '::lab{kind=maze maze=classic/japan2013ef mouse=right-wall}',
        ':::lab{kind=maze mouse=left-wall}\n```\no---o\n|   |\no---o\n```\n:::',
        '::lab{kind=coordinate-frames figure=euler values="0,-90,1e-3"}',
      ].join('\n\n'),
    ],
    [
      'a choice with its own ids, feedback in attributes and several right options',
      [
        '::::exercise{#pick title="Pick &quot;both&quot; & more"}',
        'Which are **even**?',
        '::choice[$2$]{#two correct feedback="Yes: $2 = 2 \\times 1$, &quot;even&quot;."}',
        '::choice[*three*]{feedback="No [see](/odd)."}',
        '::choice[4]{correct}',
        '::feedback[Not *yet*.]{when=incorrect}',
        ':::hint\n- a list\n- in a hint\n:::',
        ':::hint\n```c\nint x;\n```\n:::',
        ':::solution\n> Quoted.\n:::',
        '::::',
      ].join('\n'),
    ],
    [
      'a text answer with its mistakes',
      [
        '::::exercise{#expr title="Derivative"}',
        '$$\nf(x) = x^3\n$$',
        '::answer{type=text accept="3x^2|3*x**2" mode=expression}',
        '::mistake[Bring the power **down**.]{value="x^2"}',
        ':::solution\nNo unit here.\n:::',
        '::::',
      ].join('\n'),
    ],
    [
      'a number answer without a unit, and a code answer',
      [
        '::::exercise{#n title="N"}',
        'How many?',
        '::answer{type=number value=-2.5e-3 tolerance=0}',
        '::::',
        '',
        '::::exercise{#c title="C"}',
        'Write it.',
        ':::answer{type=code language=cpp}',
        '```cpp\nint f() { return 0; }\n```',
        '```cpp tests\nTEST(f) { CHECK(f() == 1); }\n```',
        '```cpp solution\nint f() { return 1; }\n```',
        ':::',
        ':::solution\nReturn one.\n:::',
        '::::',
      ].join('\n'),
    ],
  ])('%s', (_name, markdown) => {
    const doc = markdownToDoc(markdown);
    const written = docToMarkdown(doc);
    expect(markdownToDoc(written), `written as:\n${written}`).toEqual(doc);
  });
});

describe('docToMarkdown: the seed content round trip', () => {
  const folder = new URL('../../../apps/server/src/db/seed/content/', import.meta.url);
  const files = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md') && file !== 'README.md')
    .sort();

  it('finds the seed articles, posts, projects and lessons', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files)('%s', (file) => {
    // The body after the front matter, as the seed reads it.
    const body = readFileSync(new URL(file, folder), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
    const doc = markdownToDoc(body);
    const written = docToMarkdown(doc);
    expect(markdownToDoc(written), `written as:\n${written}`).toEqual(doc);
  });
});
