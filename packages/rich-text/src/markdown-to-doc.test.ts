import { describe, expect, it } from 'vitest';
import type { BasicBlockNode, BlockNode, InlineNode, TextNode } from './document.ts';
import { markdownToDoc, MarkdownSyntaxError } from './markdown-to-doc.ts';
import { validateDoc } from './validate-doc.ts';

const blocks = (markdown: string): BlockNode[] => markdownToDoc(markdown).content;
/** The inline content of a one-paragraph document. */
const inline = (markdown: string): InlineNode[] => {
  const [first, ...rest] = blocks(markdown);
  expect(rest).toEqual([]);
  expect(first?.type).toBe('paragraph');
  return (first as { content?: InlineNode[] }).content ?? [];
};
const text = (t: string, ...marks: Array<'bold' | 'italic' | 'strike' | 'code'>): TextNode =>
  marks.length
    ? { type: 'text', text: t, marks: marks.map((type) => ({ type })) }
    : { type: 'text', text: t };
const math = (expression: string) => ({ type: 'mathInline', attrs: { expression } });
const link = (t: string, href: string) => ({
  type: 'text',
  text: t,
  marks: [{ type: 'link', attrs: { href } }],
});

describe('markdownToDoc: blocks', () => {
  it('gives an empty document one empty paragraph, as the editor does', () => {
    expect(markdownToDoc('')).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(markdownToDoc('\n\n  \n')).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
  });

  it('splits paragraphs on blank lines and joins soft line breaks with a space', () => {
    expect(blocks('One\ntwo\n\nThree\r\n')).toEqual([
      { type: 'paragraph', content: [text('One two')] },
      { type: 'paragraph', content: [text('Three')] },
    ]);
  });

  it('turns two trailing spaces or a backslash into a hard break', () => {
    expect(inline('Line one  \nline two\\\nline three')).toEqual([
      text('Line one'),
      { type: 'hardBreak' },
      text('line two'),
      { type: 'hardBreak' },
      text('line three'),
    ]);
  });

  it('reads headings of level 2 to 4 and brings other levels into that range', () => {
    expect(blocks('## Two\n### Three *x*\n#### Four ##\n# One\n###### Six')).toEqual([
      { type: 'heading', attrs: { level: 2 }, content: [text('Two')] },
      { type: 'heading', attrs: { level: 3 }, content: [text('Three '), text('x', 'italic')] },
      { type: 'heading', attrs: { level: 4 }, content: [text('Four')] },
      { type: 'heading', attrs: { level: 2 }, content: [text('One')] },
      { type: 'heading', attrs: { level: 4 }, content: [text('Six')] },
    ]);
  });

  it('does not take #hashtags for headings', () => {
    expect(blocks('#robotics is fun')).toEqual([{ type: 'paragraph', content: [text('#robotics is fun')] }]);
  });

  it('keeps fenced code verbatim with its language', () => {
    const source = '```cpp\nint main() {\n  return **0**; // $x$\n}\n```\n\nAfter';
    expect(blocks(source)).toEqual([
      {
        type: 'codeBlock',
        attrs: { language: 'cpp' },
        content: [text('int main() {\n  return **0**; // $x$\n}')],
      },
      { type: 'paragraph', content: [text('After')] },
    ]);
  });

  it('reads a fence without a language, a tilde fence and an unterminated fence', () => {
    expect(blocks('```\nplain\n```')).toEqual([
      { type: 'codeBlock', attrs: { language: null }, content: [text('plain')] },
    ]);
    expect(blocks('~~~Python\nprint(1)\n~~~')).toEqual([
      { type: 'codeBlock', attrs: { language: 'python' }, content: [text('print(1)')] },
    ]);
    expect(blocks('```c\nint x;')).toEqual([
      { type: 'codeBlock', attrs: { language: 'c' }, content: [text('int x;')] },
    ]);
    expect(blocks('```\n```')).toEqual([{ type: 'codeBlock', attrs: { language: null } }]);
  });

  it('reads $$ block maths over several lines, keeping LaTeX backslashes', () => {
    const source = 'Before\n\n$$\nR = \\begin{bmatrix} a & b \\\\ c & d \\end{bmatrix}\n$$\n\nAfter';
    expect(blocks(source)).toEqual([
      { type: 'paragraph', content: [text('Before')] },
      { type: 'mathBlock', attrs: { expression: 'R = \\begin{bmatrix} a & b \\\\ c & d \\end{bmatrix}' } },
      { type: 'paragraph', content: [text('After')] },
    ]);
  });

  it('reads one-line $$…$$ block maths, and a $$ block right after a paragraph line', () => {
    expect(blocks('$$ E = mc^2 $$')).toEqual([{ type: 'mathBlock', attrs: { expression: 'E = mc^2' } }]);
    expect(blocks('so the power is\n$$\nP = VI\n$$')).toEqual([
      { type: 'paragraph', content: [text('so the power is')] },
      { type: 'mathBlock', attrs: { expression: 'P = VI' } },
    ]);
  });

  it('reads horizontal rules', () => {
    expect(blocks('a\n\n---\n\nb\n\n* * *')).toEqual([
      { type: 'paragraph', content: [text('a')] },
      { type: 'horizontalRule' },
      { type: 'paragraph', content: [text('b')] },
      { type: 'horizontalRule' },
    ]);
  });

  it('reads block quotes with inner blocks and lazy continuation lines', () => {
    expect(blocks('> Quoted **text**\ncontinued\n>\n> - item')).toEqual([
      {
        type: 'blockquote',
        content: [
          { type: 'paragraph', content: [text('Quoted '), text('text', 'bold'), text(' continued')] },
          {
            type: 'bulletList',
            content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [text('item')] }] }],
          },
        ],
      },
    ]);
  });
});

describe('markdownToDoc: figures', () => {
  const image = (src: string, alt: string | null, title: string | null) => ({
    type: 'image',
    attrs: { src, alt, title, width: null, height: null },
  });

  it('reads ![alt](path "caption") on its own line as an image with its caption', () => {
    expect(blocks('![A PID loop](/uploads/pid.svg "Figure 1: the loop")')).toEqual([
      image('/uploads/pid.svg', 'A PID loop', 'Figure 1: the loop'),
    ]);
    expect(blocks('![Arm](images/arm.svg)')).toEqual([image('images/arm.svg', 'Arm', null)]);
  });

  it('keeps an empty alt as null, so a checker can refuse it', () => {
    expect(blocks('![](/uploads/x.svg "Caption")')).toEqual([image('/uploads/x.svg', null, 'Caption')]);
  });

  it('ends a paragraph at a figure line and starts the next block after it', () => {
    expect(blocks('Before\n![Alt](/a.svg)\nAfter').map((b) => b.type)).toEqual([
      'paragraph',
      'image',
      'paragraph',
    ]);
  });

  it('leaves an image inside a line of text, or with spaces in its address, as text', () => {
    expect(blocks('See ![alt](/a.svg) here')[0]?.type).toBe('paragraph');
    expect(blocks('![alt](/a b.svg)')[0]?.type).toBe('paragraph');
  });

  it('produces an image that validates only when its address is on this site', () => {
    expect(validateDoc(markdownToDoc('![Alt](/uploads/a.svg "Caption")')).ok).toBe(true);
    expect(validateDoc(markdownToDoc('![Alt](https://example.org/a.svg)')).ok).toBe(false);
    expect(validateDoc(markdownToDoc('![Alt](javascript:alert(1))')).ok).toBe(false);
  });
});

describe('markdownToDoc: lists', () => {
  const item = (...content: BasicBlockNode[]) => ({ type: 'listItem' as const, content });
  const para = (t: string) => ({ type: 'paragraph', content: [text(t)] }) as BasicBlockNode;

  it('reads bullet lists with any marker, and continuation lines', () => {
    expect(blocks('- one\n- two\n  more\n\n* three\n+ four')).toEqual([
      { type: 'bulletList', content: [item(para('one')), item(para('two more'))] },
      // As in CommonMark, another marker starts another list.
      { type: 'bulletList', content: [item(para('three'))] },
      { type: 'bulletList', content: [item(para('four'))] },
    ]);
  });

  it('starts a new list when bullets turn into numbers', () => {
    expect(blocks('- one\n1. two')).toEqual([
      { type: 'bulletList', content: [item(para('one'))] },
      { type: 'orderedList', attrs: { start: 1 }, content: [item(para('two'))] },
    ]);
  });

  it('reads ordered lists and keeps their start number', () => {
    expect(blocks('3. three\n4. four')).toEqual([
      { type: 'orderedList', attrs: { start: 3 }, content: [item(para('three')), item(para('four'))] },
    ]);
  });

  it('nests a list indented to the text of its item: two spaces under "- ", three under "1. "', () => {
    expect(blocks('- a\n  - a1\n  - a2\n- b')).toEqual([
      {
        type: 'bulletList',
        content: [
          item(para('a'), { type: 'bulletList', content: [item(para('a1')), item(para('a2'))] }),
          item(para('b')),
        ],
      },
    ]);
    expect(blocks('1. first\n   - detail\n2. second')).toEqual([
      {
        type: 'orderedList',
        attrs: { start: 1 },
        content: [
          item(para('first'), { type: 'bulletList', content: [item(para('detail'))] }),
          item(para('second')),
        ],
      },
    ]);
    expect(blocks('1. first\n   1. sub\n2. second')).toEqual([
      {
        type: 'orderedList',
        attrs: { start: 1 },
        content: [
          item(para('first'), { type: 'orderedList', attrs: { start: 1 }, content: [item(para('sub'))] }),
          item(para('second')),
        ],
      },
    ]);
  });

  it('keeps a list going across blank lines between items, and ends it at an unindented paragraph', () => {
    expect(blocks('- a\n\n- b\n\n  still b\n\nAfter')).toEqual([
      { type: 'bulletList', content: [item(para('a')), item(para('b'), para('still b'))] },
      para('After'),
    ]);
  });

  it('lets a bullet or a list starting at 1 interrupt a paragraph, but not "2001."', () => {
    expect(blocks('Parts:\n- resistor')).toEqual([
      para('Parts:'),
      { type: 'bulletList', content: [item(para('resistor'))] },
    ]);
    expect(blocks('In the year\n2001. was a film')).toEqual([para('In the year 2001. was a film')]);
  });

  it('opens an item that starts with code with an empty paragraph, as the schema requires', () => {
    const doc = markdownToDoc('- ```c\n  x++;\n  ```');
    expect(doc.content).toEqual([
      {
        type: 'bulletList',
        content: [
          item(
            { type: 'paragraph' },
            { type: 'codeBlock', attrs: { language: 'c' }, content: [text('x++;')] },
          ),
        ],
      },
    ]);
    expect(validateDoc(doc).ok).toBe(true);
  });
});

describe('markdownToDoc: inline', () => {
  it('reads bold, italic and code, with both * and _', () => {
    expect(inline('**b** *i* __B__ _I_ `c`')).toEqual([
      text('b', 'bold'),
      text(' '),
      text('i', 'italic'),
      text(' '),
      text('B', 'bold'),
      text(' '),
      text('I', 'italic'),
      text(' '),
      text('c', 'code'),
    ]);
  });

  it('leaves ~~strike~~ as text: the content format has no GFM', () => {
    expect(inline('a ~~struck~~ word')).toEqual([text('a ~~struck~~ word')]);
  });

  it('nests emphasis', () => {
    expect(inline('***both*** and *it **bold** it*')).toEqual([
      text('both', 'bold', 'italic'),
      text(' and '),
      text('it ', 'italic'),
      text('bold', 'bold', 'italic'),
      text(' it', 'italic'),
    ]);
  });

  it('leaves snake_case, lone stars and unmatched delimiters as text', () => {
    expect(inline('snake_case_name and 2 * 3 * 4 and **open')).toEqual([
      text('snake_case_name and 2 * 3 * 4 and **open'),
    ]);
  });

  it('keeps code spans literal, including stars, dollars and backslashes', () => {
    expect(inline('run `**not bold** $x$ \\n` now')).toEqual([
      text('run '),
      text('**not bold** $x$ \\n', 'code'),
      text(' now'),
    ]);
    expect(inline('``a ` b``')).toEqual([text('a ` b', 'code')]);
  });

  it('honours backslash escapes', () => {
    expect(inline('\\*not italic\\* and \\$5')).toEqual([text('*not italic* and $5')]);
  });

  it('reads links, with marks inside and balanced parentheses in the address', () => {
    expect(inline('See [the **PID** page](https://en.wikipedia.org/wiki/PID_(control)) now')).toEqual([
      text('See '),
      link('the ', 'https://en.wikipedia.org/wiki/PID_(control)'),
      {
        type: 'text',
        text: 'PID',
        marks: [
          { type: 'link', attrs: { href: 'https://en.wikipedia.org/wiki/PID_(control)' } },
          { type: 'bold' },
        ],
      },
      link(' page', 'https://en.wikipedia.org/wiki/PID_(control)'),
      text(' now'),
    ]);
  });

  it('drops a link title, reads autolinks and leaves brackets that are not links alone', () => {
    expect(inline('[a](/articles/x "Title")')).toEqual([link('a', '/articles/x')]);
    expect(inline('<https://example.org/a>')).toEqual([
      link('https://example.org/a', 'https://example.org/a'),
    ]);
    expect(inline('array[i] and [not a link] (really)')).toEqual([
      text('array[i] and [not a link] (really)'),
    ]);
  });
});

describe('markdownToDoc: inline maths (pandoc rule)', () => {
  it('reads $…$ as inline maths', () => {
    expect(inline('Set $K_p = 2$ first.')).toEqual([text('Set '), math('K_p = 2'), text(' first.')]);
  });

  it('keeps prices as text: "costs $5 and $10"', () => {
    expect(inline('It costs $5 and $10.')).toEqual([text('It costs $5 and $10.')]);
  });

  it('needs a non-space after the opening and before the closing dollar', () => {
    expect(inline('a $ x$ b')).toEqual([text('a $ x$ b')]);
    expect(inline('a $x $ b')).toEqual([text('a $x $ b')]);
  });

  it('does not close on a dollar followed by a digit', () => {
    expect(inline('value $v$2')).toEqual([text('value $v$2')]);
    // A refused span is text; the dollars after it pair afresh.
    expect(inline('$x$5 and $y$')).toEqual([text('$x$5 and '), math('y')]);
  });

  it('keeps LaTeX inside maths untouched: escapes, underscores and stars', () => {
    expect(inline('$\\omega_1 * \\theta_2 {}^{A}R_{B}$')).toEqual([
      math('\\omega_1 * \\theta_2 {}^{A}R_{B}'),
    ]);
  });

  it('ends $…$ at the next dollar, so maths holding \\$ is written $$…$$', () => {
    expect(inline('so $$\\$5 = x$$ holds')).toEqual([text('so '), math('\\$5 = x'), text(' holds')]);
  });

  it('reads maths next to punctuation and inside emphasis', () => {
    expect(inline('($x$), **bold $y$**')).toEqual([
      text('('),
      math('x'),
      text('), '),
      text('bold ', 'bold'),
      math('y'),
    ]);
  });

  it('reads $$…$$ inside a line as maths', () => {
    expect(inline('so $$a^2$$ holds')).toEqual([text('so '), math('a^2'), text(' holds')]);
  });
});

describe('markdownToDoc: output', () => {
  it('produces documents that validate', () => {
    const source = [
      '## Heading with $x$',
      '',
      'Text with **bold**, *italic*, ~~strike~~, `code`, [a link](https://example.org) and $y$.',
      '',
      '- a',
      '  1. b',
      '',
      '> quote',
      '',
      '---',
      '',
      '```python',
      'print(1)',
      '```',
      '',
      '$$',
      'x^2',
      '$$',
    ].join('\n');
    const result = validateDoc(markdownToDoc(source));
    expect(result).toMatchObject({ ok: true });
  });

  it('keeps raw HTML and an image inside a line visible as text', () => {
    expect(inline('<script>alert(1)</script>')).toEqual([text('<script>alert(1)</script>')]);
    expect(inline('a <b>bold</b> idea')).toEqual([text('a <b>bold</b> idea')]);
    expect(inline('See ![alt](/a.svg) here')).toEqual([text('See ![alt](/a.svg) here')]);
  });

  it('reads reference links', () => {
    expect(inline('[the spec][cm]\n\n[cm]: https://spec.commonmark.org')).toEqual([
      link('the spec', 'https://spec.commonmark.org'),
    ]);
  });
});

describe('markdownToDoc: directives', () => {
  const problem = (markdown: string) => {
    try {
      markdownToDoc(markdown);
    } catch (error) {
      expect(error).toBeInstanceOf(MarkdownSyntaxError);
      return (error as Error).message;
    }
    return 'no error';
  };

  it('refuses an unknown directive, naming it, its line and the ones that exist', () => {
    expect(problem('Intro\n\n:::quiz\nTry it.\n:::')).toBe(
      'line 3: ":::quiz" is not a directive the content format knows (:::code-cell, ::lab / :::lab, ::::exercise)',
    );
    expect(problem('::video{src=x}')).toMatch(/^line 1: "::video" is not a directive/);
    expect(problem('a\nb :abbr[HTML] c')).toMatch(/^line 2: ":abbr" is not a directive/);
  });

  it('leaves a bare :word in prose as text', () => {
    expect(inline('At 10:30 the ratio a:b was Note:ok')).toEqual([
      text('At 10:30 the ratio a:b was Note:ok'),
    ]);
  });
});
