/**
 * Our basic blocks and inline nodes as an mdast tree, for mdast-util-to-markdown to write (see
 * doc-to-markdown.ts). The document keeps marks flat on text nodes; mdast nests them, so a run of
 * nodes sharing a mark becomes one `strong`, `emphasis` or `link` around them. What the content
 * format's Markdown cannot say is simplified here: strike-through becomes plain text, an empty
 * paragraph disappears, a hard break that ends a paragraph is dropped, and spaces at the edges of
 * bold or italic text move outside it ("** bold**" would be no emphasis).
 */
import type { BlockContent, ListItem, PhrasingContent } from 'mdast';
import type { BasicBlockNode, InlineNode, Mark } from './document.ts';

/** @example blocksToMdast([{ type: 'horizontalRule' }]) // [{ type: 'thematicBreak' }] */
export function blocksToMdast(blocks: readonly BasicBlockNode[]): BlockContent[] {
  return blocks.flatMap((block) => blockToMdast(block));
}

function blockToMdast(block: BasicBlockNode): BlockContent[] {
  switch (block.type) {
    case 'paragraph': {
      const children = inlineToMdast(block.content ?? []);
      return children.length ? [{ type: 'paragraph', children }] : [];
    }
    case 'heading':
      return [{ type: 'heading', depth: block.attrs.level, children: inlineToMdast(block.content ?? []) }];
    case 'bulletList':
    case 'orderedList': {
      // An empty paragraph opening an item (the schema's, before code or a list) is dropped as any is.
      const children = block.content.map((item): ListItem => ({
        type: 'listItem',
        spread: false,
        children: blocksToMdast(item.content),
      }));
      const start = block.type === 'orderedList' ? block.attrs.start : null;
      return [{ type: 'list', ordered: start !== null, start, spread: false, children }];
    }
    case 'blockquote':
      return [{ type: 'blockquote', children: blocksToMdast(block.content) }];
    case 'codeBlock':
      return [
        {
          type: 'code',
          lang: block.attrs.language,
          value: (block.content ?? []).map((node) => node.text).join(''),
        },
      ];
    case 'horizontalRule':
      return [{ type: 'thematicBreak' }];
    case 'image': {
      const { src, alt, title } = block.attrs;
      return [{ type: 'paragraph', children: [{ type: 'image', url: src, alt: alt ?? '', title }] }];
    }
    case 'mathBlock':
      return [{ type: 'math', value: block.attrs.expression }];
  }
}

/** A node with the marks that enclose it in the Markdown (code and strike are no enclosing marks). */
type Enclosed = { node: InlineNode; marks: Mark[] };

/**
 * @example inlineToMdast([{ type: 'text', text: 'Hi', marks: [{ type: 'bold' }] }])
 * // [{ type: 'strong', children: [{ type: 'text', value: 'Hi' }] }]
 */
export function inlineToMdast(nodes: readonly InlineNode[]): PhrasingContent[] {
  // A hard break at the end of a paragraph is no break (its backslash would be read as text).
  let end = nodes.length;
  while (end > 0 && nodes[end - 1]!.type === 'hardBreak') end -= 1;
  const kept = nodes.slice(0, end);
  const enclosed: Enclosed[] = [];
  kept.forEach((node, index) => {
    const before = enclosed.at(-1)?.marks ?? [];
    if (node.type === 'text') {
      enclosed.push({
        node,
        marks: (node.marks ?? []).filter((mark) => mark.type !== 'code' && mark.type !== 'strike'),
      });
      return;
    }
    // A formula or a break stays inside the marks the text on both sides shares; a formula after a
    // space stays inside all the marks before it ("*so $x$* then": "*so *" is no emphasis).
    const next = kept.slice(index + 1).find((other) => other.type === 'text');
    const previous = kept[index - 1];
    const afterSpace =
      node.type === 'mathInline' && previous?.type === 'text' && /[ \t]$/.test(previous.text);
    const marks =
      !next || afterSpace
        ? before
        : before.filter((mark) => (next.marks ?? []).some((m) => sameMark(m, mark)));
    enclosed.push({ node, marks });
  });
  return nest(enclosed, []);
}

/** Wraps runs of nodes in their marks; at each node the mark that lasts longest encloses the others. */
function nest(nodes: readonly Enclosed[], applied: readonly Mark[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  let index = 0;
  while (index < nodes.length) {
    const { node, marks } = nodes[index]!;
    const opening = marks.filter((mark) => !applied.some((done) => sameMark(done, mark)));
    if (opening.length === 0) {
      out.push(leaf(node));
      index += 1;
      continue;
    }
    const lengths = opening.map((mark) => runLength(nodes, index, mark));
    const longest = Math.max(...lengths);
    const mark = opening[lengths.indexOf(longest)]!;
    const children = nest(nodes.slice(index, index + longest), [...applied, mark]);
    out.push(...wrap(mark, children));
    index += longest;
  }
  return out;
}

function leaf(node: InlineNode): PhrasingContent {
  switch (node.type) {
    case 'text':
      return node.marks?.some((mark) => mark.type === 'code')
        ? { type: 'inlineCode', value: node.text }
        : { type: 'text', value: node.text };
    case 'hardBreak':
      return { type: 'break' };
    case 'mathInline':
      return { type: 'inlineMath', value: node.attrs.expression };
  }
}

/** A mark around its children; bold and italic leave the spaces at their edges outside. */
function wrap(mark: Mark, children: PhrasingContent[]): PhrasingContent[] {
  if (mark.type === 'link') return [{ type: 'link', url: mark.attrs.href, children }];
  const first = children[0];
  const last = children.at(-1);
  const leading = first?.type === 'text' ? (/^[ \t]+/.exec(first.value)?.[0] ?? '') : '';
  const trailing = last?.type === 'text' ? (/[ \t]+$/.exec(last.value)?.[0] ?? '') : '';
  const inner = trimEdges(children, leading.length, trailing.length);
  if (inner.length === 0) return children;
  const type = mark.type === 'bold' ? 'strong' : 'emphasis';
  return [
    ...(leading ? [{ type: 'text', value: leading } as const] : []),
    { type, children: inner },
    ...(trailing ? [{ type: 'text', value: trailing } as const] : []),
  ];
}

function trimEdges(children: PhrasingContent[], start: number, end: number): PhrasingContent[] {
  const out = [...children];
  const cut = (index: number, from: number, to: number) => {
    const node = out[index];
    if (node?.type !== 'text') return;
    const value = node.value.slice(from, node.value.length - to);
    if (value) out[index] = { type: 'text', value };
    else out.splice(index, 1);
  };
  if (out.length === 1) cut(0, start, end);
  else {
    cut(out.length - 1, 0, end);
    cut(0, start, 0);
  }
  return out;
}

function runLength(nodes: readonly Enclosed[], from: number, mark: Mark): number {
  let length = 0;
  while (nodes[from + length]?.marks.some((m) => sameMark(m, mark))) length += 1;
  return length;
}

function sameMark(a: Mark, b: Mark): boolean {
  return a.type === b.type && (a.type !== 'link' || (b.type === 'link' && a.attrs.href === b.attrs.href));
}
