/**
 * A document as plain text, for the search index and snippets, and its reading time. Blocks are
 * separated by blank lines; maths reads as text (`θ₂ = α²`), never as LaTeX source.
 */
import { childrenOf, type InlineNode, type RichTextNode } from './document.ts';
import { latexToText } from './latex-to-text.ts';

/** Words a reader gets through per minute of technical prose. */
export const wordsPerMinute = 220;

/**
 * @example docToPlainText(markdownToDoc('## Gains\n\nSet $K_p$ first.')) // 'Gains\n\nSet Kₚ first.'
 */
export function docToPlainText(doc: RichTextNode): string {
  return blockTexts(doc).join('\n\n').trim();
}

function blockTexts(node: RichTextNode): string[] {
  switch (node.type) {
    case 'paragraph':
    case 'heading': {
      const text = inlineText(node.content ?? [], latexToText);
      return text.trim() ? [text] : [];
    }
    case 'codeBlock':
      return node.content?.length ? [node.content.map((t) => t.text).join('')] : [];
    case 'mathBlock':
      return node.attrs.expression ? [latexToText(node.attrs.expression)] : [];
    case 'image':
      return node.attrs.alt ? [node.attrs.alt] : [];
    case 'horizontalRule':
    case 'text':
    case 'hardBreak':
    case 'mathInline':
      return [];
    case 'listItem':
      return [childrenOf(node).flatMap(blockTexts).join('\n')];
    case 'bulletList':
    case 'orderedList':
      return [childrenOf(node).flatMap(blockTexts).join('\n')];
    default:
      return childrenOf(node).flatMap(blockTexts);
  }
}

/** The text of inline content: hard breaks become line breaks, maths its expression (as `math` writes it). */
export function inlineText(
  nodes: readonly InlineNode[],
  math: (expression: string) => string = (expression) => expression,
): string {
  return nodes
    .map((node) =>
      node.type === 'text' ? node.text : node.type === 'hardBreak' ? '\n' : math(node.attrs.expression),
    )
    .join('');
}

/**
 * Minutes to read a document at 220 words per minute, at least 1. A formula is counted as one word
 * per symbol (a command such as `\theta`, a number, a variable or an operator), because a reader
 * takes it in symbol by symbol, not as a single word.
 * @example readingMinutes(doc) // 7
 */
export function readingMinutes(doc: RichTextNode): number {
  return Math.max(1, Math.ceil(countWords(doc) / wordsPerMinute));
}

/** Words of prose and code, plus the symbols of every formula. */
export function countWords(node: RichTextNode): number {
  switch (node.type) {
    case 'text':
      return proseWords(node.text);
    case 'mathInline':
    case 'mathBlock':
      return mathSymbols(node.attrs.expression);
    case 'image':
      return proseWords(node.attrs.alt ?? '');
    default:
      return childrenOf(node).reduce((sum, child) => sum + countWords(child), 0);
  }
}

function proseWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’_.-]*/gu)?.length ?? 0;
}

const mathSymbol = /\\[A-Za-z]+|[A-Za-z]|[0-9]+(?:\.[0-9]+)?|[=<>+\-*/|!≤≥±×·]/g;

function mathSymbols(expression: string): number {
  const count = expression.match(mathSymbol)?.length ?? 0;
  return expression.trim() ? Math.max(1, count) : 0;
}
