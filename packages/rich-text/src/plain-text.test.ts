import { describe, expect, it } from 'vitest';
import type { RichTextDoc } from './document.ts';
import { markdownToDoc } from './markdown-to-doc.ts';
import { countWords, docToPlainText, readingMinutes } from './plain-text.ts';

describe('docToPlainText', () => {
  it('keeps the text of every block, separated by blank lines, without any markup', () => {
    const doc = markdownToDoc(
      [
        '## The **P** term',
        '',
        'Set [the gain](https://example.org) $K_p$ first,  ',
        'then `Ki`.',
        '',
        '- one',
        '- two',
        '',
        '> quoted',
        '',
        '---',
        '',
        '```c',
        'x++;',
        '```',
        '',
        '$$',
        'u = K_p e',
        '$$',
      ].join('\n'),
    );
    expect(docToPlainText(doc)).toBe(
      'The P term\n\nSet the gain Kₚ first,\nthen Ki.\n\none\ntwo\n\nquoted\n\nx++;\n\nu = Kₚ e', // maths as text, not LaTeX
    );
  });

  it('uses an image’s alt text and skips empty paragraphs', () => {
    const doc: RichTextDoc = {
      type: 'doc',
      content: [
        { type: 'paragraph' },
        {
          type: 'image',
          attrs: { src: '/uploads/a.png', alt: 'A SCARA arm', title: null, width: 1, height: 1 },
        },
      ],
    };
    expect(docToPlainText(doc)).toBe('A SCARA arm');
  });
});

describe('readingMinutes', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

  it('reads 220 words a minute, rounding up, and never says 0', () => {
    expect(readingMinutes(markdownToDoc(''))).toBe(1);
    expect(readingMinutes(markdownToDoc(words(220)))).toBe(1);
    expect(readingMinutes(markdownToDoc(words(221)))).toBe(2);
    expect(readingMinutes(markdownToDoc(words(2200)))).toBe(10);
  });

  it('counts a formula by its symbols, not as one word', () => {
    expect(countWords(markdownToDoc('Here $x$ is.'))).toBe(3);
    // \theta 1 = \frac \pi 2: 6 symbols; Q s a \leftarrow Q s a + \alpha: 9
    expect(countWords(markdownToDoc('$\\theta_1 = \\frac{\\pi}{2}$'))).toBe(6);
    expect(countWords(markdownToDoc('$$\nQ(s, a) \\leftarrow Q(s, a) + \\alpha\n$$'))).toBe(9);
  });

  it('counts words with apostrophes, hyphens and numbers once', () => {
    expect(countWords(markdownToDoc("Ohm's law: a 3.3-volt rail isn't 5 V."))).toBe(8);
  });
});
