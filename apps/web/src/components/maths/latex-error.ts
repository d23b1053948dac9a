/**
 * Whether an expression is valid LaTeX for KaTeX: the parser's message when it is not, else null.
 * The display marks invalid maths with it; the editor's maths dialog refuses to insert it.
 */
import katex from 'katex';

/** @example latexError('\\frac{a', true) // "Unexpected end of input in a macro argument, expected '}'" */
export function latexError(expression: string, displayMode: boolean): string | null {
  try {
    katex.renderToString(expression, { displayMode, throwOnError: true, trust: false, strict: 'ignore' });
    return null;
  } catch (error) {
    return error instanceof katex.ParseError ? error.rawMessage : String(error);
  }
}
