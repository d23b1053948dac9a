/**
 * The headings of a document for its table of contents, each with the id the renderer gives the
 * heading element, so `#id` links work. Ids are stable (they depend only on the headings' text and
 * order) and unique within the document: repeats get `-2`, `-3` ….
 */
import { childrenOf, type HeadingLevel, type RichTextNode } from './document.ts';
import { inlineText } from './plain-text.ts';
import { slugify } from './slug.ts';

export type DocHeading = { level: HeadingLevel; text: string; id: string };

/**
 * @example docHeadings(markdownToDoc('## Setup\n\n### Wiring\n\n## Setup'))
 * // [{ level: 2, text: 'Setup', id: 'setup' }, { level: 3, text: 'Wiring', id: 'wiring' },
 * //  { level: 2, text: 'Setup', id: 'setup-2' }]
 */
export function docHeadings(doc: RichTextNode): DocHeading[] {
  const headings: DocHeading[] = [];
  const taken = new Set<string>();
  const visit = (node: RichTextNode) => {
    if (node.type === 'heading') {
      const text = inlineText(node.content ?? [])
        .replace(/\s+/g, ' ')
        .trim();
      headings.push({ level: node.attrs.level, text, id: uniqueId(slugify(text) || 'section', taken) });
      return;
    }
    // Headings inside quotes or lists are headings too, in document order.
    childrenOf(node).forEach(visit);
  };
  visit(doc);
  return headings;
}

function uniqueId(base: string, taken: Set<string>): string {
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}
