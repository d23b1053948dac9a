/**
 * What an article may hold, checked before anything is written: a body the editor's schema allows
 * (validateDoc: known nodes and attributes, safe link and image addresses, maths without KaTeX's
 * untrusted commands, size limits), a cover image on this site, and existing tags. Problems are
 * 422s that name the field and say what is wrong.
 */
import type { RichTextDoc } from '@tinkerlabs/rich-text/document';
import { docToPlainText } from '@tinkerlabs/rich-text/plain-text';
import { checkImageSrc } from '@tinkerlabs/rich-text/safe-url';
import { validateDoc } from '@tinkerlabs/rich-text/validate-doc';
import type { Database } from '../../db/client.ts';
import { validationFailed } from '../../http/errors.ts';
import { findTagIds } from './article-draft-queries.ts';

/** @example const body = checkArticleBody(input.body) // throws a 422 naming the first problem */
export function checkArticleBody(value: unknown): RichTextDoc {
  const result = validateDoc(value);
  if (result.ok) return result.doc;
  const fields: Record<string, string> = {};
  for (const problem of result.errors) {
    fields[problem.path ? `body.${problem.path}` : 'body'] ??= problem.message;
  }
  const [first] = result.errors;
  const more = result.errors.length > 1 ? ` (and ${result.errors.length - 1} more problems)` : '';
  throw validationFailed(fields, `The article body was refused: ${first!.message}${more}`);
}

export function checkCoverImage(src: string | null): string | null {
  if (src === null || src === '') return null;
  const verdict = checkImageSrc(src);
  if (!verdict.ok) throw validationFailed({ coverImage: verdict.reason }, `Cover image: ${verdict.reason}`);
  return src;
}

/** The ids of the tags, or a 422 naming the unknown ones. */
export async function resolveTags(db: Database, slugs: readonly string[]): Promise<string[]> {
  const { ids, unknown } = await findTagIds(db, slugs);
  if (unknown.length) {
    const message = `There is no tag ${unknown.map((s) => `"${s}"`).join(', ')}: choose from the tags at /api/tags.`;
    throw validationFailed({ tags: message }, message);
  }
  return ids;
}

/** Submitting needs a title, a summary and some text: a 422 listing what is missing. */
export function checkReadyForReview(article: { title: string; summary: string; body: RichTextDoc }): void {
  const fields: Record<string, string> = {};
  if (!article.title.trim()) fields.title = 'Give the article a title before submitting it.';
  if (!article.summary.trim()) {
    fields.summary = 'Write a short summary before submitting it: lists of articles show it.';
  }
  if (!docToPlainText(article.body).trim()) fields.body = 'Write the article before submitting it.';
  if (Object.keys(fields).length) {
    throw validationFailed(fields, `The article is not ready for review. ${Object.values(fields).join(' ')}`);
  }
}
