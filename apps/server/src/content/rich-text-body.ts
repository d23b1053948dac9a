/**
 * The check every stored rich-text body passes before it is written (articles, lessons …): the
 * editor's schema (validateDoc: known nodes and attributes, safe link and image addresses, maths
 * without KaTeX's untrusted commands, size limits). A problem is a 422 naming the field by its path.
 */
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { validateDoc } from '@tinkerlabs/rich-text/validate-doc';
import { validationFailed } from '../http/errors.ts';

/**
 * @example const body = checkRichTextBody(input.body, 'The lesson') // throws a 422 naming the first problem
 */
export function checkRichTextBody(value: unknown, what: string): RichTextDoc {
  const result = validateDoc(value);
  if (result.ok) return result.doc;
  const fields: Record<string, string> = {};
  for (const problem of result.errors) {
    fields[problem.path ? `body.${problem.path}` : 'body'] ??= problem.message;
  }
  const [first] = result.errors;
  const more = result.errors.length > 1 ? ` (and ${result.errors.length - 1} more problems)` : '';
  throw validationFailed(fields, `${what} was refused: ${first!.message}${more}`);
}
