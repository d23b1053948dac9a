/**
 * Our document back to the Markdown that markdown-to-doc.ts reads, so an author can edit it as text
 * and get the same nodes back: `markdownToDoc(docToMarkdown(doc))` gives `doc` again for everything
 * that converter produces. The rich parts of an exercise (question, hints, solution, option texts,
 * feedback) are edited this way one by one (`blocksToMarkdown`, `inlineToMarkdown`).
 *
 * Our nodes become an mdast tree (blocks-to-mdast.ts, interactive-to-directives.ts) and
 * mdast-util-to-markdown writes it, with the maths and directive extensions of the family the
 * reader uses; the options below pick the forms an author would type.
 */
import type { Nodes } from 'mdast';
import { directiveToMarkdown } from 'mdast-util-directive';
import { mathToMarkdown } from 'mdast-util-math';
import { toMarkdown, type Handle, type Options } from 'mdast-util-to-markdown';
import { blocksToMdast, inlineToMdast } from './blocks-to-mdast.ts';
import type { BasicBlockNode, InlineNode, RichTextDoc } from './document.ts';
import { interactiveToDirective } from './interactive-to-directives.ts';

/**
 * @example docToMarkdown({ type: 'doc', content: [{ type: 'labWidget', attrs: { kind: 'gridworld', world: 'cliff-walking', algorithm: 'sarsa' } }] })
 * // '::lab{kind=gridworld world=cliff-walking algorithm=sarsa}'
 */
export function docToMarkdown(doc: RichTextDoc): string {
  const children = doc.content.flatMap((block) =>
    block.type === 'codeCell' || block.type === 'labWidget' || block.type === 'exercise'
      ? [interactiveToDirective(block, inlineToMarkdown)]
      : blocksToMdast([block]),
  );
  return write({ type: 'root', children });
}

/**
 * @example blocksToMarkdown([{ type: 'paragraph', content: [{ type: 'text', text: 'Hi', marks: [{ type: 'bold' }] }] }])
 * // '**Hi**'
 */
export function blocksToMarkdown(blocks: readonly BasicBlockNode[]): string {
  return write({ type: 'root', children: blocksToMdast(blocks) });
}

/**
 * The Markdown of a paragraph's inline content (what an option's text or a feedback holds).
 * @example inlineToMarkdown([{ type: 'text', text: 'Area ' }, { type: 'mathInline', attrs: { expression: '\\pi r^2' } }])
 * // 'Area $\\pi r^2$'
 */
export function inlineToMarkdown(nodes: readonly InlineNode[]): string {
  const children = inlineToMdast(nodes);
  return children.length ? write({ type: 'paragraph', children }) : '';
}

const math = mathToMarkdown();
const writeInlineMath = math.handlers!.inlineMath!;

/** By pandoc's rule, which the reader keeps, `$x$5` is no maths: before a digit the fence is `$$`. */
const inlineMath: Handle = (node, parent, state, info) => {
  const written = writeInlineMath(node, parent, state, info);
  return /^\d/.test(info.after) && !written.startsWith('$$') ? `$${written}$` : written;
};

const options: Options = {
  bullet: '-',
  bulletOther: '*',
  bulletOrdered: '.',
  emphasis: '*',
  strong: '*',
  fence: '`',
  // Not '---': under a list marker ("- ---") that would be a rule of its own, not an item.
  rule: '*',
  listItemIndent: 'one',
  handlers: { inlineMath },
  extensions: [math, directiveToMarkdown({ preferUnquoted: true, collapseEmptyAttributes: true })],
};

function write(tree: Nodes): string {
  return toMarkdown(tree, options).replace(/\n$/, '');
}
