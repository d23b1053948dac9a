/**
 * The id of each heading node of a document, as `docHeadings` (packages/rich-text) gives them to the
 * table of contents: the same walk in the same order, so every `#id` link finds its heading.
 */
import {
  childrenOf,
  type HeadingNode,
  type RichTextDoc,
  type RichTextNode,
} from '@tinkerlabs/rich-text/document';
import { docHeadings } from '@tinkerlabs/rich-text/headings';

export function headingIds(doc: RichTextDoc): Map<HeadingNode, string> {
  const nodes: HeadingNode[] = [];
  const visit = (node: RichTextNode) => {
    if (node.type === 'heading') nodes.push(node);
    else childrenOf(node).forEach(visit);
  };
  visit(doc);
  const ids = docHeadings(doc).map((heading) => heading.id);
  return new Map(nodes.map((node, index) => [node, ids[index] ?? `section-${index + 1}`]));
}
