/**
 * Basic blocks back to the light Markdown that markdown-to-doc.ts reads, so an author can edit the
 * rich parts of an exercise (question, hints, solution, option texts, feedback) as text and get the
 * same nodes back: `markdownToDoc(blocksToMarkdown(blocks))` gives `blocks` again for everything
 * that converter produces (paragraphs with bold, italic, code, links, maths and hard breaks;
 * headings; lists; quotes; code blocks; display maths; figures; rules). What its Markdown cannot
 * say is simplified: strike-through becomes plain text, an empty paragraph disappears, a hard break
 * in a heading becomes a space, and an image keeps its address, alt text and caption only.
 *
 * Hand-written, and not yet for a measured reason: mdast-util-to-markdown (with mdast-util-math's
 * toMarkdown), from the family markdown-to-doc.ts already uses, is the maintained way to write
 * Markdown and should replace the writing half here (this file would then only map nodes to mdast).
 */
import type { BasicBlockNode, InlineNode, ListItemNode, Mark } from './document.ts';

/**
 * @example blocksToMarkdown([{ type: 'paragraph', content: [{ type: 'text', text: 'Hi', marks: [{ type: 'bold' }] }] }])
 * // '**Hi**'
 */
export function blocksToMarkdown(blocks: readonly BasicBlockNode[]): string {
  return writeBlocks(blocks, false);
}

/** In a list item, a list right after the item's text goes on the next line, as people write it. */
function writeBlocks(blocks: readonly BasicBlockNode[], inItem: boolean): string {
  let out = '';
  let previous: { type: string; marker: string } | null = null;
  for (const block of blocks) {
    // Two lists of one kind in a row would read as one list: the second takes the other marker.
    let marker = '';
    if (block.type === 'bulletList' || block.type === 'orderedList') {
      const [first, second] = block.type === 'bulletList' ? ['-', '*'] : ['.', ')'];
      marker = previous?.type === block.type && previous.marker === first ? second : first;
    }
    const text = blockToMarkdown(block, marker);
    if (text === null) continue;
    // Only a bullet list or a list starting at 1 may interrupt a paragraph.
    const interrupts =
      block.type === 'bulletList' || (block.type === 'orderedList' && block.attrs.start === 1);
    if (previous) out += inItem && previous.type === 'paragraph' && interrupts ? '\n' : '\n\n';
    out += text;
    previous = { type: block.type, marker };
  }
  return out;
}

/**
 * The Markdown of a paragraph's inline content (what an option's text or a feedback holds).
 * @example inlineToMarkdown([{ type: 'text', text: 'Area ' }, { type: 'mathInline', attrs: { expression: '\\pi r^2' } }])
 * // 'Area $\\pi r^2$'
 */
export function inlineToMarkdown(nodes: readonly InlineNode[]): string {
  return new InlineWriter(nodes).write();
}

/** A block's Markdown, or null when it says nothing (an empty paragraph). */
function blockToMarkdown(block: BasicBlockNode, marker: string): string | null {
  switch (block.type) {
    case 'paragraph': {
      const text = inlineToMarkdown(block.content ?? []);
      return text === '' ? null : text;
    }
    case 'heading': {
      // A heading is one line: its hard breaks become spaces, and a final " #" is not a closing sequence.
      const content = (block.content ?? []).map((node) =>
        node.type === 'hardBreak' ? ({ type: 'text', text: ' ' } as const) : node,
      );
      const text = inlineToMarkdown(content).replace(/(^|\s)(#+)$/, '$1\\$2');
      return `${'#'.repeat(block.attrs.level)}${text ? ` ${text}` : ''}`;
    }
    case 'bulletList':
      return block.content.map((item) => listItemToMarkdown(item, `${marker} `)).join('\n');
    case 'orderedList':
      return block.content
        .map((item, index) => listItemToMarkdown(item, `${block.attrs.start + index}${marker} `))
        .join('\n');
    case 'blockquote':
      return blocksToMarkdown(block.content)
        .split('\n')
        .map((line) => (line ? `> ${line}` : '>'))
        .join('\n');
    case 'codeBlock': {
      const code = (block.content ?? []).map((node) => node.text).join('');
      const fence = '`'.repeat(Math.max(3, longestRun(code, '`') + 1));
      return `${fence}${block.attrs.language ?? ''}\n${code ? `${code}\n` : ''}${fence}`;
    }
    case 'horizontalRule':
      // Not '---': under a list marker ("- ---") that would be a rule of its own, not an item.
      return '***';
    case 'image': {
      const { src, alt, title } = block.attrs;
      const caption = title ? ` "${title.replace(/["\\]/g, '\\$&')}"` : '';
      return `![${escapeText(alt ?? '', false)}](${destination(src)}${caption})`;
    }
    case 'mathBlock':
      return `$$\n${block.attrs.expression}\n$$`;
  }
}

/** An item: its first line after the marker, the lines after indented to the marker's width. */
function listItemToMarkdown(item: ListItemNode, marker: string): string {
  const [first, ...rest] = item.content;
  // The schema opens every item with a paragraph; an empty one there is how Markdown's item that
  // starts with code (or a list) comes in, so it is left out rather than written as a blank line.
  const blocks = first?.type === 'paragraph' && !first.content?.length ? rest : item.content;
  const body = writeBlocks(blocks, true);
  if (body === '') return marker.trimEnd();
  const indent = ' '.repeat(marker.length);
  return body
    .split('\n')
    .map((line, index) => (index === 0 ? marker + line : line ? indent + line : ''))
    .join('\n');
}

const emphasis: Partial<Record<Mark['type'], string>> = { bold: '**', italic: '*' };

/**
 * Writes inline nodes with their marks as nested delimiters. Marks that stay open over several
 * text nodes (bold over a formula, a link around bold words) are written once around them all; a
 * mark that starts later or ends earlier is opened inside the others.
 */
class InlineWriter {
  private out = '';
  private readonly open: Mark[] = [];

  constructor(private readonly nodes: readonly InlineNode[]) {}

  write(): string {
    this.nodes.forEach((node, index) => {
      if (node.type === 'text') this.text(node.text, node.marks ?? [], index);
      else {
        // A formula or a line break keeps the marks the next text keeps and closes the others, but a
        // formula after a space closes them after itself ("*so $x$* then"): "*so *" is no emphasis.
        const next = this.nextText(index);
        const depth = next ? this.keptFor(next.marks ?? []) : this.open.length;
        if (node.type === 'hardBreak' || !/[ \t]$/.test(this.out)) this.closeTo(depth);
        if (node.type === 'mathInline') this.out += this.math(node.attrs.expression, index);
        // A hard break at the end of a paragraph is no break (and its backslash would become text).
        else if (this.nodes.slice(index + 1).some((next) => next.type !== 'hardBreak')) this.out += '\\\n';
      }
    });
    this.closeTo(0);
    return this.out;
  }

  private text(text: string, marks: readonly Mark[], index: number) {
    const wanted = marks.filter((mark) => mark.type !== 'code' && mark.type !== 'strike');
    this.closeTo(this.keptFor(wanted));
    const opening = wanted
      .filter((mark) => !this.open.some((open) => sameMark(open, mark)))
      // The mark that lasts longest is opened first, so it encloses the shorter ones.
      .sort((a, b) => this.runLength(b, index) - this.runLength(a, index));
    let body = text;
    if (opening.some((mark) => mark.type in emphasis) && !marks.some((mark) => mark.type === 'code')) {
      // "** bold**" is no emphasis: spaces at the start go before the opening delimiters.
      const spaces = /^[ \t]+/.exec(body)?.[0] ?? '';
      this.out += this.escape(spaces);
      body = body.slice(spaces.length);
    }
    for (const mark of opening) {
      this.out += mark.type === 'link' ? '[' : (emphasis[mark.type] ?? '');
      this.open.push(mark);
    }
    this.out += marks.some((mark) => mark.type === 'code') ? codeSpan(body) : this.escape(body);
  }

  private math(expression: string, index: number): string {
    const next = this.nodes[index + 1];
    // `$x$5` is not maths by pandoc's rule, and `$…$` ends at the first dollar: a longer fence has
    // neither limit (it ends at the first run of dollars as long as itself).
    const digitAfter = next?.type === 'text' && /^\d/.test(next.text);
    const longest = longestRun(expression, '$');
    const fence = '$'.repeat(longest || digitAfter ? Math.max(2, longest + 1) : 1);
    return `${fence}${expression}${fence}`;
  }

  /** How many of the open marks, from the outermost, the given marks keep. */
  private keptFor(marks: readonly Mark[]): number {
    let kept = 0;
    while (kept < this.open.length && marks.some((mark) => sameMark(mark, this.open[kept]!))) kept += 1;
    return kept;
  }

  private closeTo(depth: number) {
    if (this.open.length <= depth) return;
    // "bold **" is no emphasis either: spaces at the end go after the closing delimiters.
    const closesEmphasis = this.open.slice(depth).some((mark) => mark.type in emphasis);
    const spaces = closesEmphasis ? (/[ \t]+$/.exec(this.out)?.[0] ?? '') : '';
    this.out = this.out.slice(0, this.out.length - spaces.length);
    while (this.open.length > depth) {
      const mark = this.open.pop()!;
      this.out += mark.type === 'link' ? `](${destination(mark.attrs.href)})` : (emphasis[mark.type] ?? '');
    }
    this.out += spaces;
  }

  /** The number of text nodes from `index` on that carry `mark` without a gap. */
  private runLength(mark: Mark, index: number): number {
    let length = 0;
    for (const node of this.nodes.slice(index)) {
      if (node.type !== 'text') continue;
      if (!(node.marks ?? []).some((m) => sameMark(m, mark))) break;
      length += 1;
    }
    return length;
  }

  private nextText(index: number) {
    return this.nodes.slice(index + 1).find((node) => node.type === 'text');
  }

  private escape(text: string): string {
    return escapeText(text, this.out === '' || this.out.endsWith('\n'));
  }
}

/**
 * Text with the characters that would start Markdown syntax escaped: emphasis, code, links, maths,
 * HTML, entities and directives anywhere; headings, quotes, lists and fences at the start of a line.
 */
function escapeText(text: string, atLineStart: boolean): string {
  let escaped = text
    .replace(/[\\`*_[\]$<]/g, '\\$&')
    .replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&')
    .replace(/:(?=:|[A-Za-z][\w-]*\{)/g, '\\:')
    // "!" just before a link would make it an image.
    .replace(/!$/, '\\!');
  if (atLineStart) {
    escaped = escaped.replace(/^([#>+=~-])/, '\\$1').replace(/^(\d+)([.)])/, '$1\\$2');
  }
  return escaped;
}

/** A code span whose fence is longer than any run of backticks in the code. */
function codeSpan(code: string): string {
  const fence = '`'.repeat(longestRun(code, '`') + 1);
  // Markdown strips one space from each end when both have one, and a backtick there would join the fence.
  const padded = code.startsWith('`') || code.endsWith('`') || /^ .*[^ ].* $/s.test(code);
  const pad = padded ? ' ' : '';
  return `${fence}${pad}${code}${pad}${fence}`;
}

/** A link's or image's address, in angle brackets when it holds spaces, parentheses or brackets. */
function destination(href: string): string {
  const entities = (text: string) => text.replace(/&(?=#?[A-Za-z0-9]+;)/g, '\\&');
  if (href !== '' && !/[\s()<>\\]/.test(href)) return entities(href);
  return `<${entities(href.replace(/[<>\\]/g, '\\$&'))}>`;
}

function longestRun(text: string, char: string): number {
  let longest = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

function sameMark(a: Mark, b: Mark): boolean {
  return a.type === b.type && (a.type !== 'link' || (b.type === 'link' && a.attrs.href === b.attrs.href));
}
