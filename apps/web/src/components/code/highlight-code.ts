/**
 * Highlights a program with a Lezer grammar, without an editor: the ranges of text that get a colour,
 * each with its role (highlight-roles.ts). The server highlights the code of the pages it renders
 * (app/server-code-highlighter.ts); the browser loads this module only for a page it renders itself.
 */
import type { Parser } from '@lezer/common';
import { highlightTree, tagHighlighter } from '@lezer/highlight';
import { highlightRoles, type CodeRole } from './highlight-roles.ts';

/** Characters `from` to `to` of the code take the colour of `role`. Ranges are in order and apart. */
export type HighlightRange = [from: number, to: number, role: CodeRole];

const roleOfTags = tagHighlighter(highlightRoles.map(({ role, tags }) => ({ tag: tags, class: role })));

/** @example highlightCode('x = 1', pythonParser) // [[4, 5, 'number']] */
export function highlightCode(code: string, parser: Parser): HighlightRange[] {
  const ranges: HighlightRange[] = [];
  highlightTree(parser.parse(code), roleOfTags, (from, to, role) => {
    const last = ranges.at(-1);
    // Neighbouring pieces of one colour (a comment's words, a string's parts) make one range.
    if (last && last[1] === from && last[2] === role) last[1] = to;
    else ranges.push([from, to, role as CodeRole]);
  });
  return ranges;
}
