/**
 * Finds the first syntax error in a JavaScript program with CodeMirror's parser, to say where it is
 * when the worker refuses the program: a worker's error event for a module that does not parse often
 * carries no message, or a message without the line.
 */
import { javascriptLanguage } from '@codemirror/lang-javascript';

/** Where the first syntax error is (1-based line and column), or null when the program parses. */
export function syntaxErrorPlace(text: string): { line: number; column: number } | null {
  let at = -1;
  javascriptLanguage.parser.parse(text).iterate({
    enter: (node) => {
      if (at >= 0) return false;
      if (node.type.isError) at = node.from;
      return undefined;
    },
  });
  if (at < 0) return null;
  const before = text.slice(0, at).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

export function findSyntaxError(text: string): string | null {
  const place = syntaxErrorPlace(text);
  return place ? `Syntax error on line ${place.line}, column ${place.column}.` : null;
}

/**
 * What the page says when the program's worker fails to start: the browser's message with the line of
 * the program it names (`lineno`, in the worker's script, where the program starts at line
 * `firstLine`), or the first syntax error the parser finds when the browser gives no line.
 * @example startErrorMessage("Uncaught SyntaxError: Unexpected token ')'", 0, 'if (a > ) {}', 4)
 * // "Uncaught SyntaxError: Unexpected token ')' (line 1, column 9 of the program)"
 */
export function startErrorMessage(message: string, lineno: number, program: string, firstLine: number) {
  if (message && lineno >= firstLine) return `${message} (line ${lineno - firstLine + 1} of the program)`;
  const place = syntaxErrorPlace(program);
  if (!place) return message || 'The program could not start.';
  if (!message) return `Syntax error on line ${place.line}, column ${place.column}.`;
  return `${message} (line ${place.line}, column ${place.column} of the program)`;
}
