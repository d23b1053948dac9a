import type { ProgrammingLanguageDetail } from '@tinkerlabs/contract/programming';
import { describe, expect, it } from 'vitest';
import { exampleId, programmingPageHeadings } from './programming-headings.ts';

const page: ProgrammingLanguageDetail = {
  slug: 'cpp',
  name: 'C++',
  summary: 'Firmware.',
  introduction: { type: 'doc', content: [] },
  headings: [{ level: 2, text: 'Why C++', id: 'why-c' }],
  examples: [
    { title: 'PID speed control', description: 'A PI loop.', code: 'int main() {}' },
    { title: 'Flood fill for a micromouse maze', description: 'BFS.', code: 'int main() {}' },
  ],
  references: [{ title: 'cppreference.com', url: 'https://en.cppreference.com/w/' }],
};

describe('programmingPageHeadings', () => {
  it('lists the introduction, then each example, then the references', () => {
    expect(programmingPageHeadings(page)).toEqual([
      { level: 2, text: 'Why C++', id: 'why-c' },
      { level: 2, text: 'Example programs', id: 'examples' },
      { level: 3, text: 'PID speed control', id: 'example-pid-speed-control' },
      { level: 3, text: 'Flood fill for a micromouse maze', id: 'example-flood-fill-for-a-micromouse-maze' },
      { level: 2, text: 'References', id: 'references' },
    ]);
  });

  it('leaves out sections the page does not have', () => {
    expect(programmingPageHeadings({ ...page, headings: [], examples: [], references: [] })).toEqual([]);
  });

  it('gives examples ids apart from the introduction’s', () => {
    expect(exampleId('Blink an LED')).toBe('example-blink-an-led');
  });
});
