/**
 * The table of contents of a programming page: the introduction's own headings, then "Example
 * programs" with one entry per example, then "References". Example ids carry a prefix so they
 * cannot clash with the introduction's.
 */
import type { ProgrammingLanguageDetail } from '@tinkerlabs/contract/programming';
import type { DocHeading } from '@tinkerlabs/contract/rich-text';
import { slugify } from '@tinkerlabs/rich-text/slug';

/** @example exampleId('PID speed control') // 'example-pid-speed-control' */
export const exampleId = (title: string) => `example-${slugify(title)}`;

export function programmingPageHeadings(page: ProgrammingLanguageDetail): DocHeading[] {
  const headings: DocHeading[] = [...page.headings];
  if (page.examples.length > 0) {
    headings.push({ level: 2, text: 'Example programs', id: 'examples' });
    for (const example of page.examples)
      headings.push({ level: 3, text: example.title, id: exampleId(example.title) });
  }
  if (page.references.length > 0) headings.push({ level: 2, text: 'References', id: 'references' });
  return headings;
}
