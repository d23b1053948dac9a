/**
 * Converts the Markdown subset the seed content is written in (see the content README) to the
 * editor's document: headings, paragraphs, lists (nested), fenced code with a language, block
 * quotes, horizontal rules, `$$` block maths and figures (`![alt](path "caption")` on a line of its
 * own); inline syntax is handled by `parseInline`.
 * Anything outside the subset (raw HTML, tables) stays visible as text rather than being dropped.
 */
import type { BlockNode, HeadingLevel, ListItemNode, RichTextDoc } from './document.ts';
import { parseInline } from './markdown-inline.ts';

const fencePattern = /^( {0,3})(`{3,}|~{3,})\s*([^`\s]*)[^`]*$/;
const headingPattern = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const rulePattern = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const quotePattern = /^ {0,3}>/;
const mathFencePattern = /^ {0,3}\$\$[ \t]*$/;
const oneLineMathPattern = /^ {0,3}\$\$(.+)\$\$[ \t]*$/;
const listItemPattern = /^( {0,3})([-*+]|\d{1,9}[.)])(?:([ \t]+)(.*))?$/;
/** `![alt](path "caption")` alone on its line: a figure. The address is kept as written (no spaces). */
const imagePattern = /^ {0,3}!\[([^\]\n]*)\]\((\S+?)(?:[ \t]+"([^"\n]*)")?\)[ \t]*$/;

/**
 * @example markdownToDoc('## Gains\n\nSet $K_p$ first.')
 * // { type: 'doc', content: [heading 2 "Gains", paragraph "Set " + mathInline K_p + " first."] }
 */
export function markdownToDoc(markdown: string): RichTextDoc {
  const lines = markdown.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n');
  const content = parseBlocks(lines);
  return { type: 'doc', content: content.length ? content : [{ type: 'paragraph' }] };
}

function parseBlocks(lines: string[]): BlockNode[] {
  const blocks: BlockNode[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (isBlank(line)) {
      i++;
      continue;
    }
    const parsed =
      parseFence(lines, i) ??
      parseMathBlock(lines, i) ??
      parseHeading(line, i) ??
      parseRule(line, i) ??
      parseImage(line, i) ??
      parseQuote(lines, i) ??
      parseList(lines, i) ??
      parseParagraph(lines, i);
    blocks.push(...parsed.blocks);
    i = parsed.next;
  }
  return blocks;
}

type Parsed = { blocks: BlockNode[]; next: number };

function isBlank(line: string): boolean {
  return line.trim() === '';
}

function indentOf(line: string): number {
  return line.length - line.trimStart().length;
}

function startsBlock(line: string): boolean {
  return (
    fencePattern.test(line) ||
    mathFencePattern.test(line) ||
    oneLineMathPattern.test(line) ||
    headingPattern.test(line) ||
    rulePattern.test(line) ||
    imagePattern.test(line) ||
    quotePattern.test(line) ||
    listItemPattern.test(line)
  );
}

function parseFence(lines: string[], start: number): Parsed | null {
  const open = fencePattern.exec(lines[start]!);
  if (!open) return null;
  const indent = open[1]!.length;
  const fence = open[2]!;
  const code: string[] = [];
  let i = start + 1;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    const trimmed = line.trim();
    if (trimmed.startsWith(fence[0]!.repeat(fence.length)) && /^([`~])\1*$/.test(trimmed)) break;
    code.push(line.slice(Math.min(indent, indentOf(line))));
  }
  const text = code.join('\n');
  return {
    blocks: [
      {
        type: 'codeBlock',
        attrs: { language: open[3] ? open[3].toLowerCase() : null },
        ...(text ? { content: [{ type: 'text', text }] } : {}),
      },
    ],
    next: i + 1,
  };
}

function parseMathBlock(lines: string[], start: number): Parsed | null {
  const line = lines[start]!;
  const oneLine = oneLineMathPattern.exec(line);
  if (oneLine) {
    return { blocks: [{ type: 'mathBlock', attrs: { expression: oneLine[1]!.trim() } }], next: start + 1 };
  }
  if (!mathFencePattern.test(line)) return null;
  let i = start + 1;
  while (i < lines.length && !mathFencePattern.test(lines[i]!)) i++;
  const expression = lines
    .slice(start + 1, i)
    .map((l) => l.trim())
    .join('\n')
    .trim();
  return { blocks: [{ type: 'mathBlock', attrs: { expression } }], next: i + 1 };
}

function parseHeading(line: string, index: number): Parsed | null {
  const match = headingPattern.exec(line);
  if (!match) return null;
  // The page title is the only h1 and the editor offers levels 2–4: other levels are brought into range.
  const level = Math.min(4, Math.max(2, match[1]!.length)) as HeadingLevel;
  const content = parseInline((match[2] ?? '').trim());
  return {
    blocks: [{ type: 'heading', attrs: { level }, ...(content.length ? { content } : {}) }],
    next: index + 1,
  };
}

function parseRule(line: string, index: number): Parsed | null {
  return rulePattern.test(line) ? { blocks: [{ type: 'horizontalRule' }], next: index + 1 } : null;
}

function parseImage(line: string, index: number): Parsed | null {
  const match = imagePattern.exec(line);
  if (!match) return null;
  const [, alt, src, caption] = match;
  const attrs = {
    src: src!,
    alt: alt!.trim() || null,
    title: caption?.trim() || null,
    width: null,
    height: null,
  };
  return { blocks: [{ type: 'image', attrs }], next: index + 1 };
}

function parseQuote(lines: string[], start: number): Parsed | null {
  if (!quotePattern.test(lines[start]!)) return null;
  const inner: string[] = [];
  let i = start;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (quotePattern.test(line)) inner.push(line.replace(/^ {0,3}> ?/, ''));
    else if (!isBlank(line) && !startsBlock(line) && !isBlank(inner[inner.length - 1] ?? '')) {
      inner.push(line); // a lazy continuation of the quoted paragraph
    } else break;
  }
  const content = parseBlocks(inner);
  return { blocks: content.length ? [{ type: 'blockquote', content }] : [], next: i };
}

function parseList(lines: string[], start: number): Parsed | null {
  const first = listItemPattern.exec(lines[start]!);
  if (!first) return null;
  const ordered = /\d/.test(first[2]!);
  const items: ListItemNode[] = [];
  let i = start;
  while (i < lines.length) {
    const match = listItemPattern.exec(lines[i]!);
    if (!match || /\d/.test(match[2]!) !== ordered) break;
    const markerIndent = match[1]!.length;
    const spacing = match[3]?.length ?? 1;
    const contentIndent = markerIndent + match[2]!.length + (spacing > 4 ? 1 : spacing);
    // Nested content may be indented by two spaces even under "1. ", as the content README allows.
    const continuationIndent = Math.min(contentIndent, markerIndent + 2);
    const itemLines = [spacing > 4 ? ' '.repeat(spacing - 1) + (match[4] ?? '') : (match[4] ?? '')];
    i++;
    while (i < lines.length) {
      const line = lines[i]!;
      if (isBlank(line)) {
        const next = lines.slice(i).findIndex((l) => !isBlank(l));
        if (next < 0 || indentOf(lines[i + next]!) < continuationIndent) break;
        itemLines.push('');
      } else if (indentOf(line) >= continuationIndent) {
        itemLines.push(line.slice(Math.min(indentOf(line), contentIndent)));
      } else if (!startsBlock(line) && !isBlank(itemLines[itemLines.length - 1]!)) {
        itemLines.push(line.trim()); // a lazy continuation of the item's paragraph
      } else break;
      i++;
    }
    items.push(listItem(parseBlocks(itemLines)));
    // Blank lines between items keep the list going; anything else after a blank line ends it.
    let next = i;
    while (next < lines.length && isBlank(lines[next]!)) next++;
    const sibling = next < lines.length ? listItemPattern.exec(lines[next]!) : null;
    if (!sibling || /\d/.test(sibling[2]!) !== ordered || sibling[1]!.length > markerIndent + 1) break;
    i = next;
  }
  const block: BlockNode = ordered
    ? { type: 'orderedList', attrs: { start: Number(/\d+/.exec(first[2]!)![0]) }, content: items }
    : { type: 'bulletList', content: items };
  return { blocks: [block], next: i };
}

function listItem(content: BlockNode[]): ListItemNode {
  // TipTap's list item must open with a paragraph.
  if (content[0]?.type !== 'paragraph') content.unshift({ type: 'paragraph' });
  return { type: 'listItem', content };
}

function parseParagraph(lines: string[], start: number): Parsed {
  const parts: string[] = [];
  let i = start;
  for (; i < lines.length; i++) {
    const line = lines[i]!;
    if (isBlank(line) || (i > start && startsParagraphInterrupt(line))) break;
    parts.push(line);
  }
  const source = parts
    .map((line, index) => {
      const text = line.trim();
      if (index === parts.length - 1) return text;
      const hardBreak = / {2,}$/.test(line) || (text.endsWith('\\') && !text.endsWith('\\\\'));
      return hardBreak ? `${text.replace(/\\$/, '').trimEnd()}\n` : `${text} `;
    })
    .join('');
  const content = parseInline(source);
  return { blocks: content.length ? [{ type: 'paragraph', content }] : [], next: i };
}

/** CommonMark lets a list interrupt a paragraph only when it is a bullet or starts at 1. */
function startsParagraphInterrupt(line: string): boolean {
  const item = listItemPattern.exec(line);
  if (item)
    return (
      item[4] !== undefined && item[4].trim() !== '' && (!/\d/.test(item[2]!) || /^1[.)]$/.test(item[2]!))
    );
  return startsBlock(line);
}
