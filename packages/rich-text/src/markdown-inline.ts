/**
 * Inline Markdown → inline document nodes: emphasis, strike, code spans, links, inline maths and
 * hard breaks. It follows CommonMark where the subset needs it (delimiter runs and their flanking
 * rules, backslash escapes, code spans of matching backtick runs) and pandoc for `$…$` maths.
 * A paragraph's hard breaks arrive here as "\n"; soft breaks were already joined into spaces.
 */
import type { InlineNode, Mark, MarkType, TextNode } from './document.ts';

type Token =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'math'; expression: string }
  | { kind: 'break' }
  | { kind: 'link'; href: string; label: string }
  | { kind: 'delimiter'; char: '*' | '_' | '~'; count: number; canOpen: boolean; canClose: boolean }
  | { kind: 'group'; mark: MarkType; children: Token[] };

const asciiPunctuation = /[!-/:-@[-`{-~]/;
const unicodePunctuation = /[\p{P}\p{S}]/u;
const whitespace = /\s/u;

/**
 * Parses inline Markdown into text, hard-break and maths nodes carrying marks.
 * @example parseInline('**PID** costs $5 and $K_p$') // bold "PID", text " costs $5 and ", maths K_p
 */
export function parseInline(source: string, marks: readonly Mark[] = []): InlineNode[] {
  const tokens = resolveEmphasis(tokenize(source));
  return mergeTexts(toNodes(tokens, marks));
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let text = '';
  const flush = () => {
    if (text) tokens.push({ kind: 'text', text });
    text = '';
  };
  let i = 0;
  while (i < source.length) {
    const ch = source[i]!;
    if (ch === '\\' && i + 1 < source.length && asciiPunctuation.test(source[i + 1]!)) {
      text += source[i + 1];
      i += 2;
    } else if (ch === '\n') {
      flush();
      tokens.push({ kind: 'break' });
      i += 1;
    } else if (ch === '`') {
      const span = readCodeSpan(source, i);
      if (span) {
        flush();
        tokens.push({ kind: 'code', text: span.text });
      } else text += source.slice(i, i + runLength(source, i, '`'));
      i = span ? span.end : i + runLength(source, i, '`');
    } else if (ch === '$') {
      const math = readMath(source, i);
      if (math) {
        flush();
        tokens.push({ kind: 'math', expression: math.expression });
        i = math.end;
      } else {
        text += ch;
        i += 1;
      }
    } else if (ch === '[' || (ch === '<' && /^<https?:\/\//i.test(source.slice(i)))) {
      const link = ch === '[' ? readLink(source, i) : readAutolink(source, i);
      if (link) {
        flush();
        tokens.push({ kind: 'link', href: link.href, label: link.label });
        i = link.end;
      } else {
        text += ch;
        i += 1;
      }
    } else if (ch === '*' || ch === '_' || ch === '~') {
      const count = runLength(source, i, ch);
      if (ch === '~' && count !== 2) {
        text += source.slice(i, i + count);
      } else {
        flush();
        tokens.push(delimiter(source, i, ch, count));
      }
      i += count;
    } else {
      text += ch;
      i += 1;
    }
  }
  flush();
  return tokens;
}

function runLength(source: string, start: number, ch: string): number {
  let end = start;
  while (source[end] === ch) end++;
  return end - start;
}

function readCodeSpan(source: string, start: number): { text: string; end: number } | null {
  const open = runLength(source, start, '`');
  let i = start + open;
  while (i < source.length) {
    const next = source.indexOf('`', i);
    if (next < 0) return null;
    const close = runLength(source, next, '`');
    if (close === open) {
      let text = source.slice(start + open, next).replace(/\n/g, ' ');
      if (text.length > 2 && text.startsWith(' ') && text.endsWith(' ') && text.trim()) {
        text = text.slice(1, -1);
      }
      return { text, end: next + close };
    }
    i = next + close;
  }
  return null;
}

/**
 * Pandoc's rule: the opening `$` has a non-space character right after it, the closing `$` a
 * non-space character right before it and no digit right after it. `$$…$$` inside a line is maths too.
 */
function readMath(source: string, start: number): { expression: string; end: number } | null {
  const display = source[start + 1] === '$';
  const open = display ? 2 : 1;
  const first = source[start + open];
  if (first === undefined || whitespace.test(first) || first === '$') return null;
  for (let i = start + open; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') {
      i++; // an escaped character (\$ included) belongs to the expression
      continue;
    }
    if (ch !== '$') continue;
    if (display) {
      if (source[i + 1] !== '$') continue;
      const expression = source.slice(start + 2, i).trim();
      return expression ? { expression, end: i + 2 } : null;
    }
    const before = source[i - 1]!;
    const after = source[i + 1];
    if (whitespace.test(before) || (after !== undefined && /[0-9]/.test(after))) continue;
    return { expression: source.slice(start + 1, i), end: i + 1 };
  }
  return null;
}

function readLink(source: string, start: number): { href: string; label: string; end: number } | null {
  let depth = 0;
  let i = start;
  for (; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') i++;
    else if (ch === '`') {
      const span = readCodeSpan(source, i);
      if (span) i = span.end - 1;
    } else if (ch === '[') depth++;
    else if (ch === ']' && --depth === 0) break;
  }
  if (i >= source.length || source[i + 1] !== '(') return null;
  const label = source.slice(start + 1, i);
  let parens = 0;
  let j = i + 2;
  for (; j < source.length; j++) {
    const ch = source[j];
    if (ch === '\\') j++;
    else if (ch === '(') parens++;
    else if (ch === ')') {
      if (parens === 0) break;
      parens--;
    }
  }
  if (j >= source.length) return null;
  const destination = source.slice(i + 2, j).trim();
  // An optional title ("…") follows the address after a space; the document keeps only the address.
  const href = (/^<([^>]*)>/.exec(destination)?.[1] ?? destination.split(/\s+/)[0] ?? '').trim();
  if (!href || !label.trim()) return null;
  return { href, label, end: j + 1 };
}

function readAutolink(source: string, start: number): { href: string; label: string; end: number } | null {
  const match = /^<(https?:\/\/[^\s<>]+)>/i.exec(source.slice(start));
  return match ? { href: match[1]!, label: match[1]!, end: start + match[0].length } : null;
}

function delimiter(source: string, start: number, char: '*' | '_' | '~', count: number): Token {
  const before = source[start - 1] ?? ' ';
  const after = source[start + count] ?? ' ';
  const beforeSpace = whitespace.test(before);
  const afterSpace = whitespace.test(after);
  const beforePunct = unicodePunctuation.test(before);
  const afterPunct = unicodePunctuation.test(after);
  const leftFlanking = !afterSpace && (!afterPunct || beforeSpace || beforePunct);
  const rightFlanking = !beforeSpace && (!beforePunct || afterSpace || afterPunct);
  if (char === '_') {
    // snake_case words never open or close emphasis
    return {
      kind: 'delimiter',
      char,
      count,
      canOpen: leftFlanking && (!rightFlanking || beforePunct),
      canClose: rightFlanking && (!leftFlanking || afterPunct),
    };
  }
  return { kind: 'delimiter', char, count, canOpen: leftFlanking, canClose: rightFlanking };
}

/** CommonMark's delimiter algorithm: match closers with the nearest opener of the same character. */
function resolveEmphasis(tokens: Token[]): Token[] {
  const list = [...tokens];
  let i = 0;
  while (i < list.length) {
    const closer = list[i]!;
    if (closer.kind !== 'delimiter' || !closer.canClose || closer.count === 0) {
      i++;
      continue;
    }
    const openerIndex = findOpener(list, i, closer.char);
    if (openerIndex < 0) {
      i++;
      continue;
    }
    const opener = list[openerIndex] as Extract<Token, { kind: 'delimiter' }>;
    const use = closer.char === '~' ? 2 : opener.count >= 2 && closer.count >= 2 ? 2 : 1;
    const mark: MarkType = closer.char === '~' ? 'strike' : use === 2 ? 'bold' : 'italic';
    const inner = list.slice(openerIndex + 1, i).map(asLiteralDelimiter);
    opener.count -= use;
    closer.count -= use;
    list.splice(openerIndex + 1, i - openerIndex - 1, { kind: 'group', mark, children: inner });
    i = openerIndex + 2; // the closer now sits right after the new group
    if (opener.count === 0) {
      list.splice(openerIndex, 1);
      i--;
    }
    if (closer.count === 0) list.splice(i, 1);
  }
  return list.map(asLiteralDelimiter);
}

function findOpener(list: Token[], closerIndex: number, char: string): number {
  const closer = list[closerIndex] as Extract<Token, { kind: 'delimiter' }>;
  for (let j = closerIndex - 1; j >= 0; j--) {
    const token = list[j]!;
    if (token.kind !== 'delimiter' || token.char !== char || !token.canOpen || token.count === 0) continue;
    if (char === '~' && (token.count < 2 || closer.count < 2)) continue;
    // CommonMark's "rule of three": a run that can both open and close does not pair with one whose
    // lengths add up to a multiple of 3, unless both are.
    const bothWays = (token.canClose && token.canOpen) || (closer.canOpen && closer.canClose);
    if (
      bothWays &&
      (token.count + closer.count) % 3 === 0 &&
      (token.count % 3 !== 0 || closer.count % 3 !== 0)
    ) {
      continue;
    }
    return j;
  }
  return -1;
}

function asLiteralDelimiter(token: Token): Token {
  return token.kind === 'delimiter' ? { kind: 'text', text: token.char.repeat(token.count) } : token;
}

const markOrder: MarkType[] = ['link', 'bold', 'italic', 'strike', 'code'];

function withMark(marks: readonly Mark[], mark: Mark): Mark[] {
  if (marks.some((m) => m.type === mark.type)) return [...marks];
  return [...marks, mark].sort((a, b) => markOrder.indexOf(a.type) - markOrder.indexOf(b.type));
}

function toNodes(tokens: Token[], marks: readonly Mark[]): InlineNode[] {
  const nodes: InlineNode[] = [];
  for (const token of tokens) {
    switch (token.kind) {
      case 'text':
        nodes.push(textNode(token.text, marks));
        break;
      case 'code':
        nodes.push(textNode(token.text, withMark(marks, { type: 'code' })));
        break;
      case 'math':
        nodes.push({ type: 'mathInline', attrs: { expression: token.expression } });
        break;
      case 'break':
        nodes.push({ type: 'hardBreak' });
        break;
      case 'link':
        nodes.push(
          ...parseInline(token.label, withMark(marks, { type: 'link', attrs: { href: token.href } })),
        );
        break;
      case 'group':
        nodes.push(...toNodes(token.children, withMark(marks, { type: token.mark } as Mark)));
        break;
      case 'delimiter':
        nodes.push(textNode(token.char.repeat(token.count), marks));
        break;
    }
  }
  return nodes;
}

function textNode(text: string, marks: readonly Mark[]): TextNode {
  return marks.length ? { type: 'text', text, marks: [...marks] } : { type: 'text', text };
}

/** Joins neighbouring text nodes with the same marks and drops empty ones, as ProseMirror would. */
function mergeTexts(nodes: InlineNode[]): InlineNode[] {
  const out: InlineNode[] = [];
  for (const node of nodes) {
    if (node.type === 'text' && !node.text) continue;
    const last = out[out.length - 1];
    if (node.type === 'text' && last?.type === 'text' && sameMarks(last.marks, node.marks)) {
      out[out.length - 1] = { ...last, text: last.text + node.text };
    } else out.push(node);
  }
  return out;
}

function sameMarks(a: Mark[] | undefined, b: Mark[] | undefined): boolean {
  return JSON.stringify(a ?? []) === JSON.stringify(b ?? []);
}
