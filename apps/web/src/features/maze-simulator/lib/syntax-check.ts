/**
 * Finds the first syntax error in a JavaScript program with CodeMirror's parser, to say where it is
 * when the worker refuses the program (a worker's error event often carries no message).
 */
import { javascriptLanguage } from '@codemirror/lang-javascript';

export function findSyntaxError(text: string): string | null {
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
  return `Syntax error on line ${before.length}, column ${before[before.length - 1]!.length + 1}.`;
}
