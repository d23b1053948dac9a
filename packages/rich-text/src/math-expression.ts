/**
 * Which LaTeX a maths node may hold. Expressions are stored as plain strings and rendered by KaTeX
 * with `trust: false`, which already renders the commands below as inert red text. They are refused
 * here as well, so that no stored document holds a link, an image or an HTML attribute waiting for a
 * renderer configured less carefully (a later trust setting, another library, a feed or an email).
 * The list is exactly KaTeX's trust-gated commands.
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

/**
 * Reads the expression as TeX does (a backslash and the letters after it make one command; `\\` is
 * a line break, not a backslash before a word), and refuses the untrusted commands.
 * @example checkMathExpression('\\frac{a}{b}') // { ok: true }
 * @example checkMathExpression('\\href{javascript:alert(1)}{x}') // { ok: false, reason: … }
 */
export function checkMathExpression(expression: string): UrlVerdict {
  const found = new Set<string>();
  for (let i = 0; i < expression.length; i++) {
    if (expression[i] !== '\\') continue;
    let end = i + 1;
    while (end < expression.length && /[A-Za-z]/.test(expression[end]!)) end++;
    if (end === i + 1) {
      i++; // a control symbol such as \\ or \{: skip the character it escapes
      continue;
    }
    const name = expression.slice(i + 1, end);
    if (untrusted.has(name)) found.add(`\\${name}`);
    i = end - 1;
  }
  if (found.size === 0) return { ok: true };
  return {
    ok: false,
    reason: `Maths may not use ${[...found].join(', ')}: links, images and HTML attributes are not allowed in formulas.`,
  };
}
