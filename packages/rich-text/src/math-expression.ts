/**
 * Which LaTeX a maths node may hold. Expressions are stored as plain strings and rendered by KaTeX
 * with `trust: false`, which already renders the commands below as inert red text. They are refused
 * here as well, so that no stored document holds a link, an image or an HTML attribute waiting for a
 * renderer configured less carefully (a later trust setting, another library, a feed or an email).
 * The list is exactly KaTeX's trust-gated commands.
 *
 * Nesting is bounded too: KaTeX parses groups recursively, and a formula nested a few thousand
 * levels deep (well under the length limit) overflows the stack with a RangeError that its
 * `throwOnError: false` does not catch, taking down every page that shows it.
 */
import type { UrlVerdict } from './safe-url.ts';

export const untrustedMathCommands = [
  'href',
  'url',
  'includegraphics',
  'htmlClass',
  'htmlId',
  'htmlStyle',
  'htmlData',
] as const;

const untrusted = new Set<string>(untrustedMathCommands);

/** Groups (`{…}`, `\left…\right`, `\begin…\end`) inside one another; real formulas stay far below. */
export const maxMathNesting = 40;

const opens = new Set(['left', 'begin']);
const closes = new Set(['right', 'end']);

/**
 * Reads the expression as TeX does (a backslash and the letters after it make one command; `\\` is
 * a line break, not a backslash before a word), and refuses the untrusted commands.
 * @example checkMathExpression('\\frac{a}{b}') // { ok: true }
 * @example checkMathExpression('\\href{javascript:alert(1)}{x}') // { ok: false, reason: … }
 */
export function checkMathExpression(expression: string): UrlVerdict {
  const found = new Set<string>();
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < expression.length; i++) {
    const char = expression[i];
    if (char === '{' || char === '}') {
      depth += char === '{' ? 1 : -1;
      deepest = Math.max(deepest, depth);
      continue;
    }
    if (char !== '\\') continue;
    let end = i + 1;
    while (end < expression.length && /[A-Za-z]/.test(expression[end]!)) end++;
    if (end === i + 1) {
      i++; // a control symbol such as \\ or \{: skip the character it escapes
      continue;
    }
    const name = expression.slice(i + 1, end);
    if (untrusted.has(name)) found.add(`\\${name}`);
    if (opens.has(name)) deepest = Math.max(deepest, ++depth);
    else if (closes.has(name)) depth--;
    i = end - 1;
  }
  if (found.size > 0) {
    return {
      ok: false,
      reason: `Maths may not use ${[...found].join(', ')}: links, images and HTML attributes are not allowed in formulas.`,
    };
  }
  if (deepest > maxMathNesting) {
    return {
      ok: false,
      reason: `This formula nests groups ${deepest} levels deep; at most ${maxMathNesting} are allowed. Split it into smaller formulas.`,
    };
  }
  return { ok: true };
}
