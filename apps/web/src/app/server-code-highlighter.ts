/**
 * The server's code highlighter: every grammar loaded with the server's render (they are not in the
 * browser's bundle), so code blocks are highlighted as the page renders, with nothing to wait for
 * (server-render.tsx gives it to components/code/use-highlighted-code.ts).
 */
import { parser as cppParser } from '@lezer/cpp';
import { parser as javascriptParser } from '@lezer/javascript';
import { parser as pythonParser } from '@lezer/python';
import type { CodeGrammar } from '@/components/code/code-grammar.ts';
import { highlightCode, type HighlightRange } from '@/components/code/highlight-code.ts';

const parsers: Record<CodeGrammar, Parameters<typeof highlightCode>[1]> = {
  python: pythonParser,
  cpp: cppParser,
  javascript: javascriptParser,
  typescript: javascriptParser.configure({ dialect: 'ts' }),
};

/** @example highlightOnServer('x = 1', 'python') // [[4, 5, 'number']] */
export function highlightOnServer(code: string, grammar: CodeGrammar): HighlightRange[] {
  return highlightCode(code, parsers[grammar]);
}
