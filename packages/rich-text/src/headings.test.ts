import { describe, expect, it } from 'vitest';
import { docHeadings } from './headings.ts';
import { markdownToDoc } from './markdown-to-doc.ts';
import { slugify } from './slug.ts';

describe('docHeadings', () => {
  it('lists the headings in order with their level, text and id', () => {
    const doc = markdownToDoc(
      '## Forward kinematics\n\ntext\n\n### The **elbow** angle\n\n#### Step 1: wire it',
    );
    expect(docHeadings(doc)).toEqual([
      { level: 2, text: 'Forward kinematics', id: 'forward-kinematics' },
      { level: 3, text: 'The elbow angle', id: 'the-elbow-angle' },
      { level: 4, text: 'Step 1: wire it', id: 'step-1-wire-it' },
    ]);
  });

  it('makes repeated headings unique, also against a heading that already ends in -2', () => {
    const doc = markdownToDoc('## Setup\n\n## Setup-2\n\n## Setup\n\n## Setup');
    expect(docHeadings(doc).map((h) => h.id)).toEqual(['setup', 'setup-2', 'setup-3', 'setup-4']);
  });

  it('gives headings without letters or digits a fallback id, and uses maths source', () => {
    const doc = markdownToDoc('## ★★★\n\n## ***\n\n## The $\\theta$ update\n\n##');
    expect(docHeadings(doc)).toEqual([
      { level: 2, text: '★★★', id: 'section' },
      { level: 2, text: '***', id: 'section-2' },
      { level: 2, text: 'The \\theta update', id: 'the-theta-update' },
      { level: 2, text: '', id: 'section-3' },
    ]);
  });

  it('is stable: the same document gives the same ids', () => {
    const source = '## A\n\n## A\n\n### B';
    expect(docHeadings(markdownToDoc(source))).toEqual(docHeadings(markdownToDoc(source)));
  });

  it('finds headings inside block quotes', () => {
    expect(docHeadings(markdownToDoc('> ## Quoted')).map((h) => h.id)).toEqual(['quoted']);
  });
});

describe('slugify', () => {
  it.each([
    ['Forward & inverse kinematics (2-link)', 'forward-inverse-kinematics-2-link'],
    ['Régulateur PID', 'regulateur-pid'],
    ['  --Hello,   World!--  ', 'hello-world'],
    ['ESP32-S3', 'esp32-s3'],
    ['', ''],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});
