/**
 * The problems of a block a dialog is making: the form's own (a number that is not one, Markdown
 * the converter refuses) and those of validateDoc on a one-block document, the check the server
 * makes, each placed under the field it is about.
 */
import type { InteractiveBlockNode } from '@tinkerlabs/rich-text/document';
import { validateDoc, type DocProblem } from '@tinkerlabs/rich-text/validate-doc';

/**
 * validateDoc's problems with paths inside the block's attributes (`answer.options.1.text`).
 * @example blockProblems({ type: 'codeCell', attrs: { id: 'cell-1', language: 'cpp', board: true, code: '', input: '' } })
 * // [{ path: 'board', message: 'Only a MicroPython cell has the virtual board.' }]
 */
export function blockProblems(node: InteractiveBlockNode): DocProblem[] {
  const result = validateDoc({ type: 'doc', content: [node] });
  if (result.ok) return [];
  return result.errors.map(({ path, message }) => ({
    path: path.replace(/^content\.0(\.attrs)?\.?/, ''),
    message: inPlainWords(message),
  }));
}

/** zod's own wording, for the checks the document's schema leaves to it, as an author would say it. */
function inPlainWords(message: string): string {
  if (/expected number, received NaN/.test(message)) return 'Type a number.';
  if (/^Too small: expected string to have >=1 characters?$/.test(message)) return 'This cannot be empty.';
  const tooLong = /^Too big: expected string to have <=(\d+) characters$/.exec(message);
  if (tooLong) return `At most ${tooLong[1]} characters.`;
  const tooMany = /^Too big: expected array to have <=(\d+) items$/.exec(message);
  if (tooMany) return `At most ${tooMany[1]}.`;
  return message;
}

export interface PlacedProblems {
  /** The first message for each field. */
  byField: ReadonlyMap<string, string>;
  /** Problems no field claims, for the whole form. */
  general: string[];
}

/**
 * Each problem goes to the field whose path is the longest start of its own: `answer.options.2.text`
 * to that option's text, `answer.options` to the options as a whole.
 * @example placeProblems([{ path: 'question.0.content', message: 'm' }], ['title', 'question']).byField.get('question') // 'm'
 */
export function placeProblems(problems: readonly DocProblem[], fields: readonly string[]): PlacedProblems {
  const byField = new Map<string, string>();
  const general: string[] = [];
  for (const { path, message } of problems) {
    const field = fields
      .filter((candidate) => path === candidate || path.startsWith(`${candidate}.`))
      .sort((a, b) => b.length - a.length)[0];
    if (field === undefined) general.push(message);
    else if (!byField.has(field)) byField.set(field, message);
  }
  return { byField, general: [...new Set(general)] };
}
