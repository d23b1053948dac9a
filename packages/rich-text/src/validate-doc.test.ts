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
