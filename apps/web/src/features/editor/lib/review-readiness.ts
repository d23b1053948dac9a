/**
 * Why "Submit for review" cannot be pressed yet, in words for the line beside it. The fields follow
 * the server's rule (checkReadyForReview, apps/server/src/routes/article-drafts/article-content.ts): a
 * title, a summary and text that is not blank as plain text; so a button that looks ready is not
 * refused for them. They are listed in the editor's order: title, text, then the summary under Details.
 * A draft that cannot be saved (a conflict, a refused or failing save) cannot be submitted either.
 */
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { docToPlainText } from '@tinkerlabs/rich-text/plain-text';
import type { SaveState } from './autosave.ts';

export type ReviewField = 'title' | 'body' | 'summary';

const wanted: Record<ReviewField, string> = {
  title: 'a title',
  body: 'some text',
  summary: 'a summary (under Details)',
};

/** @example missingForReview({ title: 'Servos', summary: '', body }) // ['summary'] */
export function missingForReview(article: {
  title: string;
  summary: string;
  body: RichTextDoc;
}): ReviewField[] {
  const missing: ReviewField[] = [];
  if (!article.title.trim()) missing.push('title');
  if (!docToPlainText(article.body).trim()) missing.push('body');
  if (!article.summary.trim()) missing.push('summary');
  return missing;
}

/** "a, b and c" (Intl.ListFormat is kept out of the app's pages: see eslint.config.js). */
function inWords(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The reason to show beside a held-back Submit, or null when it can be pressed.
 * @example submitBlocker(['title', 'body'], { status: 'saved' }) // 'Add a title and some text to submit.'
 */
export function submitBlocker(missing: readonly ReviewField[], state: SaveState): string | null {
  if (missing.length) return `Add ${inWords(missing.map((field) => wanted[field]))} to submit.`;
  switch (state.status) {
    case 'conflict':
      return 'Choose which copy to keep before submitting.';
    case 'retrying':
    case 'refused':
      return 'The draft has to be saved before it is submitted.';
    default:
      return null;
  }
}
